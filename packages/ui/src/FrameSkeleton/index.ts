export { FrameSkeleton, type FrameSkeletonProps } from './FrameSkeleton';
