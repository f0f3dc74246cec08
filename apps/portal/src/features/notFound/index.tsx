import type { Feature } from '../../app/features';
import { NotFoundPage } from './NotFoundPage';

/** The 404 page, at /404 and for every unknown address. */
export const notFoundFeature: Feature = {
  id: 'notFound',
  publicRoutes: [
    { path: '/404', element: <NotFoundPage /> },
    { path: '*', element: <NotFoundPage /> },
  ],
};
