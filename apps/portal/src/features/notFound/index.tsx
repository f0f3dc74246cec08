import type { Feature } from '../../app/features';

/**
 * The 404 page: at /404 for everybody; for any other unknown address, inside the shell for a logged-in user
 * (after section gating) and as a page of its own otherwise.
 */
export const notFoundFeature: Feature = {
  id: 'notFound',
  publicRoutes: [{ path: '/404', lazy: () => import('./NotFoundPage').then((m) => ({ Component: m.PublicNotFoundPage })) }],
  routes: [
    {
      path: '*',
      lazy: () => import('./NotFoundPage').then((m) => ({ Component: m.EmbeddedNotFoundPage })),
      handle: { title: 'Pagina no encontrada', notFound: true },
    },
  ],
};
