import type { Feature } from '../../app/features';
import { DashboardPage } from './DashboardPage';

/** The dashboard at / and /dashboard. */
export const dashboardFeature: Feature = {
  id: 'dashboard',
  routes: [
    { index: true, element: <DashboardPage />, handle: { title: 'Inicio' } },
    { path: 'dashboard', element: <DashboardPage />, handle: { title: 'Inicio' } },
  ],
};
