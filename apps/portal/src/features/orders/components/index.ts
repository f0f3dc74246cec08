// The orders area's own widgets (each with its stories, shown in Storybook under Áreas/Pedidos).
export * from './OrderDetail';
export * from './OrdersTable';
export * from './OrderStateBadge';
export * from './StockSummary';
