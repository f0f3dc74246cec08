import { UserIcon } from '@socios/ui';
import type { Feature } from '../../app/features';

/**
 * 'Mi Perfil' at /perfil (001 §2.16): the user's own data and password, and for account administrators the member's
 * other users, the member company, its points of sale and the log of changes to users and permissions. Always in the
 * sidebar, first of the items below the tabs (the sidebar's order: Mi Perfil, Mis Contactos, Mis Promociones, Salir).
 */
export const profileFeature: Feature = {
  id: 'profile',
  lazyRoutes: { paths: ['perfil'], load: () => import('./routes').then((m) => m.routes) },
  nav: [{ place: 'bottom', id: 'perfil', label: 'Mi Perfil', href: '/perfil', icon: <UserIcon />, order: 10 }],
};
