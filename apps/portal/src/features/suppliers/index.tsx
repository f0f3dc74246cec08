import { TruckIcon } from '@socios/ui';
import { redirect } from 'react-router-dom';
import type { Feature } from '../../app/features';

/** Suppliers: the directory and a supplier's conditions, contacts and documents (001 §2.1, §2.2, §2.9). */
export const suppliersFeature: Feature = {
  id: 'suppliers',
  routes: [
    { path: 'proveedores', lazy: () => import('./SuppliersPage').then((m) => ({ Component: m.SuppliersPage })), handle: { title: 'Proveedores' } },
    {
      path: 'proveedores/:provId',
      lazy: () => import('./SupplierPage').then((m) => ({ Component: m.SupplierPage })),
      handle: { title: 'Proveedores' },
      children: [
        { index: true, lazy: () => import('./ConditionsTab').then((m) => ({ Component: m.ConditionsTab })) },
        { path: 'contactos', lazy: () => import('./ContactsTab').then((m) => ({ Component: m.ContactsTab })) },
        { path: 'documentos', lazy: () => import('./DocumentsTab').then((m) => ({ Component: m.DocumentsTab })) },
        // The brand sub-routes (consumption, tariffs) arrive with their areas; until then a brand opens its supplier.
        { path: 'detalleMarca/:marcaId/*', loader: ({ params }) => redirect(`/proveedores/${params.provId}`) },
      ],
    },
  ],
  nav: [{ place: 'proveedores', id: 'proveedores', label: 'Proveedores', href: '/proveedores', icon: <TruckIcon />, order: 10 }],
};
