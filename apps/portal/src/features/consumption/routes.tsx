import type { RouteObject } from 'react-router';

/** The feature's routes, loaded the first time one of its paths is visited (see index.tsx). */
export const routes: RouteObject[] = [
  { path: 'consumos', lazy: () => import('./MyConsumptionPage').then((m) => ({ Component: m.MyConsumptionPage })), handle: { title: 'Mis Consumos' } },
];
