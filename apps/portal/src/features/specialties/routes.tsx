import type { RouteObject } from 'react-router';

/** The feature's routes, loaded the first time one of its paths is visited (see index.tsx). */
export const routes: RouteObject[] = [
  { path: 'neumaticos', lazy: () => import('./TyresPage').then((m) => ({ Component: m.TyresPage })), handle: { title: 'Neumáticos' } },
  { path: 'lubricantes', lazy: () => import('./LubricantsPage').then((m) => ({ Component: m.LubricantsPage })), handle: { title: 'Lubricantes' } },
  { path: 'baterias', lazy: () => import('./BatteriesPage').then((m) => ({ Component: m.BatteriesPage })), handle: { title: 'Baterías' } },
];
