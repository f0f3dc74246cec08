import type { Feature } from '../../app/features';
import { NotFoundPage } from './NotFoundPage';

/**
 * The 404 page: at /404 for everybody; for any other unknown address, inside the shell for a logged-in user
 * (after section gating) and as a page of its own otherwise.
 */
export const notFoundFeature: Feature = {
  id: 'notFound',
  publicRoutes: [{ path: '/404', element: <NotFoundPage /> }],
  routes: [{ path: '*', element: <NotFoundPage embedded />, handle: { title: 'Pagina no encontrada', notFound: true } }],
};
