import { ChartIcon } from '@socios/ui';
import type { Feature } from '../../app/features';

/** Consumption reports: 'Mis Consumos' at /consumos (001 §2.3), in the Proveedores tab with Consumos. */
export const consumptionFeature: Feature = {
  id: 'consumption',
  lazyRoutes: { paths: ['consumos'], load: () => import('./routes').then((m) => m.routes) },
  sections: [{ path: 'consumos', permission: 'Consumos', title: 'Mis Consumos' }],
  nav: [{ place: 'proveedores', id: 'misConsumos', label: 'Mis consumos', href: '/consumos', icon: <ChartIcon />, order: 20, permission: 'Consumos' }],
};
