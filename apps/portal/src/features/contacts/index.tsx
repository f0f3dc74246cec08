import { ContactsIcon } from '@socios/ui';
import type { Feature } from '../../app/features';

const page = () => import('./ContactsPage').then((m) => ({ Component: m.ContactsPage }));

/** The contact book at /contactos ('Mis Contactos', spec 000 §2), always in the sidebar (spec 000 §6). */
export const contactsFeature: Feature = {
  id: 'contacts',
  routes: [{ path: 'contactos', lazy: page, handle: { title: 'Mis Contactos' } }],
  nav: [{ place: 'bottom', id: 'contactos', label: 'Mis Contactos', href: '/contactos', icon: <ContactsIcon />, order: 20 }],
};
