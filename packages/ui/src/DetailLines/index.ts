export { DetailLines, type DetailLinesProps } from './DetailLines';
