export { isPlainClick, type OrderLinkProps, OrdersTable, type OrdersTableKind, type OrdersTableProps } from './OrdersTable';
