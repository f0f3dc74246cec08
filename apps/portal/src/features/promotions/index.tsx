import { TagIcon } from '@socios/ui';
import type { Feature } from '../../app/features';

/**
 * 'Mis Promociones' at /promociones (001 §2.18): the hub with six tiles and the member's workshop groups, workshops,
 * images, campaigns, mailings and image categories. Below the sidebar's tabs after Mis Contactos (000 §2), gated by
 * the Promociones permission (000 §6).
 */
export const promotionsFeature: Feature = {
  id: 'promotions',
  lazyRoutes: { paths: ['promociones'], load: () => import('./routes').then((m) => m.routes) },
  sections: [{ path: 'promociones', permission: 'Promociones', title: 'Mis Promociones' }],
  nav: [
    {
      place: 'bottom',
      id: 'promociones',
      label: 'Mis Promociones',
      href: '/promociones',
      icon: <TagIcon />,
      order: 30,
      permission: 'Promociones',
    },
  ],
};
