export { MetaLines, type MetaLinesProps } from './MetaLines';
