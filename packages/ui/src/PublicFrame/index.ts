export { PublicFrame, type PublicFrameProps } from './PublicFrame';
