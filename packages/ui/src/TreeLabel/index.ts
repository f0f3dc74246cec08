export { TreeLabel, type TreeLabelProps } from './TreeLabel';
