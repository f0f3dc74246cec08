export { DataTable, type DataTableColumn, type DataTableProps, type DataTableRowTone, type DataTableSort } from './DataTable';
