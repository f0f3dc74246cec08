import { UsersIcon } from '@socios/ui';
import type { Feature } from '../../app/features';

/**
 * The member directory at /socios ('Socios', 001 §2.15), always in the sidebar's Intranet tab (000 §2, §6), after
 * Estudios de mercado. Its map (Leaflet and the country outlines) loads with the page's own chunk only.
 */
export const membersFeature: Feature = {
  id: 'members',
  lazyRoutes: { paths: ['socios'], load: () => import('./routes').then((m) => m.routes) },
  nav: [{ place: 'intranet', id: 'socios', label: 'Socios', href: '/socios', icon: <UsersIcon />, order: 40 }],
};
