export { MediaFrame, type MediaFrameProps, type MediaFrameVariant } from './MediaFrame';
