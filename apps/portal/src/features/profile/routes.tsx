import type { RouteObject } from 'react-router';

const page = () => import('./ProfilePage').then((m) => ({ Component: m.ProfilePage }));

/**
 * The feature's routes, loaded the first time one of its paths is visited (see index.tsx). Each tab has its own
 * address (/perfil/usuarios…), so a tab can be linked to and the browser's back button goes back a tab.
 */
export const routes: RouteObject[] = [
  { path: 'perfil', lazy: page, handle: { title: 'Mi Perfil' } },
  { path: 'perfil/:tab', lazy: page, handle: { title: 'Mi Perfil' } },
];
