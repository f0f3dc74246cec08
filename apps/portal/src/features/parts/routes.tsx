import type { RouteObject } from 'react-router';

/** The feature's routes, loaded the first time one of its paths is visited (see index.tsx). */
export const routes: RouteObject[] = [
  {
    path: 'referencias',
    lazy: () => import('./PartsLayout').then((m) => ({ Component: m.PartsLayout })),
    handle: { title: 'Referencias' },
    children: [
      { index: true, lazy: () => import('./MakersPage').then((m) => ({ Component: m.MakersPage })) },
      { path: 'buscador/:fabId', lazy: () => import('./VehiclePages').then((m) => ({ Component: m.ModelsPage })) },
      { path: 'buscador/:fabId/:modId', lazy: () => import('./VehiclePages').then((m) => ({ Component: m.EnginesPage })) },
      { path: 'buscador/:fabId/:modId/:motId', lazy: () => import('./GroupsPage').then((m) => ({ Component: m.GroupsPage })) },
      { path: 'buscador/:fabId/:modId/:motId/:grpId', lazy: () => import('./ArticlesPage').then((m) => ({ Component: m.EngineArticlesPage })) },
      { path: 'motor/:motId', lazy: () => import('./GroupsPage').then((m) => ({ Component: m.GroupsPage })) },
      { path: 'motor/:motId/:grpId', lazy: () => import('./ArticlesPage').then((m) => ({ Component: m.EngineArticlesPage })) },
      { path: ':referencia', lazy: () => import('./ArticlesPage').then((m) => ({ Component: m.ReferenceArticlesPage })) },
    ],
  },
];
