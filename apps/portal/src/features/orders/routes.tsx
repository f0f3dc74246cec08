import type { RouteObject } from 'react-router';

/** The feature's routes, loaded the first time one of its paths is visited (see index.tsx). */
export const routes: RouteObject[] = [
  { path: 'pedidos', lazy: () => import('./OrdersPage').then((m) => ({ Component: m.OrdersPage })), handle: { title: 'Mis pedidos' } },
  { path: 'pedidos/stock', lazy: () => import('./StockPage').then((m) => ({ Component: m.StockPage })), handle: { title: 'Mi stock' } },
  { path: 'pedidos/:id', lazy: () => import('./OrderPage').then((m) => ({ Component: m.OrderPage })), handle: { title: 'Mis pedidos' } },
];
