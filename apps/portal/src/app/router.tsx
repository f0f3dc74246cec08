import { createBrowserRouter, Outlet } from 'react-router-dom';
import { FEATURES } from '../features';
import { RequireLogin } from './RequireLogin';
import { Shell } from './shell/Shell';

/** Builds the router from the features: public routes outside the shell, the rest inside it behind the login. */
export function createRouter() {
  const nav = FEATURES.flatMap((f) => f.nav ?? []);
  const shellRoutes = FEATURES.flatMap((f) => f.routes ?? []);
  const publicRoutes = FEATURES.flatMap((f) => f.publicRoutes ?? []);
  const catchAll = publicRoutes.filter((r) => r.path === '*');
  return createBrowserRouter([
    {
      element: <Outlet />,
      children: [
        ...publicRoutes.filter((r) => r.path !== '*'),
        {
          path: '/',
          element: (
            <RequireLogin>
              <Shell nav={nav} />
            </RequireLogin>
          ),
          children: shellRoutes,
        },
        ...catchAll,
      ],
    },
  ]);
}
