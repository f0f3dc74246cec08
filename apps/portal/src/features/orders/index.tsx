import { InboxIcon } from '@socios/ui';
import type { Feature } from '../../app/features';

/**
 * 'Mis pedidos' (beyond spec 001): the orders a member placed with other members and the ones it received,
 * their detail and state changes at /pedidos and /pedidos/{id}, and 'Mi stock' at /pedidos/stock (the member's
 * published stock and, for account administrators, its CSV import). In the Referencias tab, after the searches.
 */
export const ordersFeature: Feature = {
  id: 'orders',
  lazyRoutes: { paths: ['pedidos'], load: () => import('./routes').then((m) => m.routes) },
  nav: [{ place: 'referencias', id: 'pedidos', label: 'Mis pedidos', href: '/pedidos', icon: <InboxIcon />, order: 50 }],
};
