import type { RouteObject } from 'react-router';

const page = () => import('./MembersPage').then((m) => ({ Component: m.MembersPage }));

/** The feature's routes, loaded the first time one of its paths is visited (see index.tsx). */
export const routes: RouteObject[] = [{ path: 'socios', lazy: page, handle: { title: 'Socios' } }];
