import { RefreshIcon } from '@socios/ui';
import type { Feature } from '../../app/features';

export { brandTariffPath } from './links';

/**
 * Price lists outside a supplier: the price updates of every brand at /actualizaciones (001 §2.6), in the Proveedores
 * tab with Tarifas. A supplier's tariffs, net lists, updates and product conditions are its sub-routes (suppliers).
 */
export const tariffsFeature: Feature = {
  id: 'tariffs',
  lazyRoutes: { paths: ['actualizaciones'], load: () => import('./routes').then((m) => m.routes) },
  sections: [{ path: 'actualizaciones', permission: 'Tarifas', title: 'Actualizaciones de precios' }],
  nav: [
    {
      place: 'proveedores',
      id: 'actualizaciones',
      label: 'Actualizaciones',
      href: '/actualizaciones',
      icon: <RefreshIcon />,
      order: 30,
      permission: 'Tarifas',
    },
  ],
};
