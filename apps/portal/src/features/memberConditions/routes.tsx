import type { RouteObject } from 'react-router';

const page = () => import('./MemberConditionsPage').then((m) => ({ Component: m.MemberConditionsPage }));

/** The feature's routes, loaded the first time one of its paths is visited (see index.tsx). */
export const routes: RouteObject[] = [{ path: 'condicionesEntreSocios', lazy: page, handle: { title: 'Condiciones entre socios' } }];
