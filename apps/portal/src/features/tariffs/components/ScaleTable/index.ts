export { ScaleTable, type ScaleTableProps } from './ScaleTable';
