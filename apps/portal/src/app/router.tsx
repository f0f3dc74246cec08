import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Spinner } from '@socios/ui';
import { FEATURES } from '../features';
import { RequireLogin } from './RequireLogin';

// The logged-in frame is loaded only after login, so the login screen stays small.
const Shell = lazy(() => import('./shell/Shell').then((m) => ({ default: m.Shell })));

/** Builds the router from the features: public routes outside the shell, the rest inside it behind the login. */
export function createRouter() {
  const nav = FEATURES.flatMap((f) => f.nav ?? []);
  return createBrowserRouter([
    {
      // The public frame (login, 404, password reset) loads with its first page, never with the logged-in routes.
      lazy: () => import('./shell/PublicFrame').then((m) => ({ Component: m.PublicFrame })),
      children: FEATURES.flatMap((f) => f.publicRoutes ?? []),
    },
    {
      path: '/',
      // Shown while the first page's lazy route loads on a hard load (without it React Router warns and shows nothing).
      hydrateFallbackElement: <Spinner size="lg" centered label="Cargando el portal" />,
      element: (
        <RequireLogin>
          <Suspense fallback={<Spinner size="lg" centered label="Cargando el portal" />}>
            <Shell nav={nav} />
          </Suspense>
        </RequireLogin>
      ),
      children: FEATURES.flatMap((f) => f.routes ?? []),
    },
  ]);
}
