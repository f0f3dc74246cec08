import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { FEATURES } from '../features';
import { type LazyRoutes, lazyRoutesFor } from './features';
import { RequireLogin } from './RequireLogin';
import { LoadingFrame } from './shell/LoadingFrame';

// The logged-in frame is loaded only after login, so the login screen stays small.
const Shell = lazy(() => import('./shell/Shell').then((m) => ({ default: m.Shell })));

/** Id of the logged-in frame's route, under which the features' lazy routes are added. */
const SHELL_ROUTE = 'shell';

/** Builds the router from the features: public routes outside the shell, the rest inside it behind the login. */
export function createRouter() {
  const nav = FEATURES.flatMap((f) => f.nav ?? []);
  const loading = new Map<LazyRoutes, Promise<void>>();
  return createBrowserRouter(
    [
      {
        // The public frame (login, 404, password reset) loads with its first page, never with the logged-in routes.
        lazy: () => import('./shell/PublicFrame').then((m) => ({ Component: m.PublicFrame })),
        children: FEATURES.flatMap((f) => f.publicRoutes ?? []),
      },
      {
        id: SHELL_ROUTE,
        path: '/',
        // Shown while the first page's lazy route loads on a hard load (without it React Router warns and shows nothing).
        hydrateFallbackElement: <LoadingFrame />,
        element: (
          <RequireLogin>
            <Suspense fallback={<LoadingFrame />}>
              <Shell nav={nav} />
            </Suspense>
          </RequireLogin>
        ),
        children: FEATURES.flatMap((f) => f.routes ?? []),
      },
    ],
    {
      // A path no route knows yet (it matches the catch-all) brings its feature's routes into the shell, once.
      async patchRoutesOnNavigation({ path, patch }) {
        const routes = lazyRoutesFor(path, FEATURES);
        if (!routes) return;
        let done = loading.get(routes);
        if (!done) {
          done = routes.load().then((children) => patch(SHELL_ROUTE, children));
          loading.set(routes, done);
          // A failed load (the network) is tried again on the next visit.
          done.catch(() => loading.delete(routes));
        }
        await done;
      },
    },
  );
}
