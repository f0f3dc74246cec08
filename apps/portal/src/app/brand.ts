import { GROUP_CONTACT } from '@socios/domain';

/** The purchasing group behind the portal, as the login screen and the footer show it. */
export const GROUP = {
  name: 'Grupo Ibérico de Recambios',
  portalName: 'Portal Socios',
  /** Members' help desk. */
  phone: GROUP_CONTACT.phone,
  email: GROUP_CONTACT.email,
  hours: 'De lunes a viernes, de 8:00 a 18:00',
  address: 'Polígono Industrial Las Mercedes, calle Campezo 1, 28022 Madrid',
} as const;
