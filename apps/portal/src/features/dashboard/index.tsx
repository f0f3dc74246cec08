import type { Feature } from '../../app/features';

const page = () => import('./DashboardPage').then((m) => ({ Component: m.DashboardPage }));

/** The dashboard at / and /dashboard (its code loads after login). */
export const dashboardFeature: Feature = {
  id: 'dashboard',
  routes: [
    { index: true, lazy: page, handle: { title: 'Inicio' } },
    { path: 'dashboard', lazy: page, handle: { title: 'Inicio' } },
  ],
};
