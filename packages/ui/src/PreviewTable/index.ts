export { PreviewTable, type PreviewTableProps } from './PreviewTable';
