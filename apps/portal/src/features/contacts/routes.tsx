import type { RouteObject } from 'react-router';

const page = () => import('./ContactsPage').then((m) => ({ Component: m.ContactsPage }));

/** The feature's routes, loaded the first time one of its paths is visited (see index.tsx). */
export const routes: RouteObject[] = [{ path: 'contactos', lazy: page, handle: { title: 'Mis Contactos' } }];
