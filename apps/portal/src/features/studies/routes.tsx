import type { RouteObject } from 'react-router';

const page = () => import('./StudiesPage').then((m) => ({ Component: m.StudiesPage }));

/** The feature's routes, loaded the first time one of its paths is visited (see index.tsx). */
export const routes: RouteObject[] = [{ path: 'estudiosMercado', lazy: page, handle: { title: 'Estudios de mercado' } }];
