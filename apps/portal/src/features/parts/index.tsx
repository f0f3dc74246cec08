import { SearchIcon } from '@socios/ui';
import type { Feature } from '../../app/features';

/**
 * Parts search (001 §2.10): by plate, by vehicle (maker → model → engine → assembly group) or by reference, in the
 * Referencias tab, for every member (the plate box with BuscarMatricula, nets with Tarifas_Netos).
 */
export const partsFeature: Feature = {
  id: 'parts',
  routes: [
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
  ],
  nav: [{ place: 'referencias', id: 'buscadorReferencias', label: 'Buscador de referencias', href: '/referencias', icon: <SearchIcon />, order: 10 }],
};
