import { redirect, type RouteObject } from 'react-router';

/** The feature's routes, loaded the first time one of its paths is visited (see index.tsx). */
export const routes: RouteObject[] = [
  { path: 'proveedores', lazy: () => import('./SuppliersPage').then((m) => ({ Component: m.SuppliersPage })), handle: { title: 'Proveedores' } },
  {
    path: 'proveedores/:provId',
    lazy: () => import('./SupplierPage').then((m) => ({ Component: m.SupplierPage })),
    handle: { title: 'Proveedores' },
    children: [
      { index: true, lazy: () => import('./ConditionsTab').then((m) => ({ Component: m.ConditionsTab })) },
      { path: 'contactos', lazy: () => import('./ContactsTab').then((m) => ({ Component: m.ContactsTab })) },
      { path: 'documentos', lazy: () => import('./DocumentsTab').then((m) => ({ Component: m.DocumentsTab })) },
      { path: 'consumos', lazy: () => import('../consumption/SupplierConsumption').then((m) => ({ Component: m.SupplierConsumption })) },
      { path: 'tarifas', lazy: () => import('../tariffs/BrandTariff').then((m) => ({ Component: m.SupplierTariff })) },
      { path: 'tarifasNetos', lazy: () => import('../tariffs/BrandTariff').then((m) => ({ Component: m.SupplierNetPriceList })) },
      { path: 'actualizaciones', lazy: () => import('../tariffs/BrandTariff').then((m) => ({ Component: m.SupplierPriceUpdates })) },
      { path: 'condiciones', lazy: () => import('../tariffs/BrandTariff').then((m) => ({ Component: m.SupplierProductConditions })) },
      {
        path: 'detalleMarca/:marcaId/actualizaciones',
        lazy: () => import('../tariffs/PriceUpdates').then((m) => ({ Component: m.BrandPriceUpdates })),
      },
      {
        path: 'detalleMarca/:marcaId/condiciones',
        lazy: () => import('../tariffs/ProductConditions').then((m) => ({ Component: m.ProductConditions })),
      },
      {
        path: 'detalleMarca/:marcaId/tarifasNetos',
        lazy: () => import('../tariffs/NetPriceList').then((m) => ({ Component: m.NetPriceList })),
      },
      { path: 'detalleMarca/:marcaId/tarifas', lazy: () => import('../tariffs/BrandTariff').then((m) => ({ Component: m.BrandTariff })) },
      { path: 'detalleMarca/:marcaId', lazy: () => import('./BrandIndex').then((m) => ({ Component: m.BrandIndex })) },
      {
        path: 'detalleMarca/:marcaId/consumos',
        lazy: () => import('../consumption/SupplierConsumption').then((m) => ({ Component: m.BrandConsumption })),
      },
      // Any other brand path opens the brand's first page.
      { path: 'detalleMarca/:marcaId/*', loader: ({ params }) => redirect(`/proveedores/${params.provId}/detalleMarca/${params.marcaId}`) },
    ],
  },
];
