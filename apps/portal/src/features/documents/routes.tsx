import type { RouteObject } from 'react-router';

/** The feature's routes, loaded the first time one of its paths is visited (see index.tsx). */
export const routes: RouteObject[] = [
  { path: 'documentos', lazy: () => import('./DocumentsPage').then((m) => ({ Component: m.DocumentsPage })), handle: { title: 'Documentos' } },
];
