import { TruckIcon } from '@socios/ui';
import type { Feature } from '../../app/features';

/** Suppliers: the directory and a supplier's conditions, contacts, documents and consumption (001 §2.1–2.3, §2.9). */
export const suppliersFeature: Feature = {
  id: 'suppliers',
  lazyRoutes: { paths: ['proveedores'], load: () => import('./routes').then((m) => m.routes) },
  nav: [{ place: 'proveedores', id: 'proveedores', label: 'Proveedores', href: '/proveedores', icon: <TruckIcon />, order: 10 }],
};
