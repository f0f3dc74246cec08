import type { RouteObject } from 'react-router';

/** The feature's routes, loaded the first time one of its paths is visited (see index.tsx). */
export const routes: RouteObject[] = [
  {
    path: 'actualizaciones',
    lazy: () => import('./PriceUpdates').then((m) => ({ Component: m.AllPriceUpdates })),
    handle: { title: 'Actualizaciones de precios' },
  },
];
