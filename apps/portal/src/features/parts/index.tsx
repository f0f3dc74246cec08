import { SearchIcon } from '@socios/ui';
import type { Feature } from '../../app/features';

/**
 * Parts search (001 §2.10): by plate, by vehicle (maker → model → engine → assembly group) or by reference, in the
 * Referencias tab, for every member (the plate box with BuscarMatricula, nets with Tarifas_Netos).
 */
export const partsFeature: Feature = {
  id: 'parts',
  lazyRoutes: { paths: ['referencias'], load: () => import('./routes').then((m) => m.routes) },
  nav: [{ place: 'referencias', id: 'buscadorReferencias', label: 'Referencias', href: '/referencias', icon: <SearchIcon />, order: 10 }],
};
