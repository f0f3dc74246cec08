import { BatteryIcon, OilIcon, TireIcon } from '@socios/ui';
import type { Feature } from '../../app/features';

/**
 * Tyres, lubricants and batteries held by the members (001 §2.11–§2.13): searched by their own measures, grouped by
 * offering member and bought from them, in the Referencias tab after the parts search.
 */
export const specialtiesFeature: Feature = {
  id: 'specialties',
  lazyRoutes: { paths: ['baterias', 'lubricantes', 'neumaticos'], load: () => import('./routes').then((m) => m.routes) },
  nav: [
    { place: 'referencias', id: 'neumaticos', label: 'Neumáticos', href: '/neumaticos', icon: <TireIcon />, order: 20 },
    { place: 'referencias', id: 'lubricantes', label: 'Lubricantes', href: '/lubricantes', icon: <OilIcon />, order: 30 },
    { place: 'referencias', id: 'baterias', label: 'Baterías', href: '/baterias', icon: <BatteryIcon />, order: 40 },
  ],
};
