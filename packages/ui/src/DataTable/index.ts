export { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './DataTable';
