export { ColumnList, type ColumnListProps } from './ColumnList';
