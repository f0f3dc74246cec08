import type { RouteObject } from 'react-router';

/** The feature's routes, loaded the first time one of its paths is visited (see index.tsx). */
export const routes: RouteObject[] = [
  { path: 'noticias', lazy: () => import('./NewsListPage').then((m) => ({ Component: m.NewsListPage })), handle: { title: 'Noticias' } },
  {
    path: 'noticias/:idNoticia',
    lazy: () => import('./NewsDetailPage').then((m) => ({ Component: m.NewsDetailPage })),
    handle: { title: 'Noticias' },
  },
];
