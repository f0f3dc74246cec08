import { ContactsIcon } from '@socios/ui';
import type { Feature } from '../../app/features';

/** The contact book at /contactos ('Mis Contactos', spec 000 §2), always in the sidebar (spec 000 §6). */
export const contactsFeature: Feature = {
  id: 'contacts',
  lazyRoutes: { paths: ['contactos'], load: () => import('./routes').then((m) => m.routes) },
  nav: [{ place: 'bottom', id: 'contactos', label: 'Mis Contactos', href: '/contactos', icon: <ContactsIcon />, order: 20 }],
};
