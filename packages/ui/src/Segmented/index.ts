export { Segmented, type SegmentedOption, type SegmentedProps, SegmentToggle } from './Segmented';
