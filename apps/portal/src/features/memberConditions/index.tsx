import { HandshakeIcon } from '@socios/ui';
import type { Feature } from '../../app/features';

/**
 * The conditions between members at /condicionesEntreSocios (001 §2.17), in the sidebar's Intranet tab after Socios,
 * gated by the CondicionesEntreSocios permission (000 §2, §6).
 */
export const memberConditionsFeature: Feature = {
  id: 'memberConditions',
  lazyRoutes: { paths: ['condicionesEntreSocios'], load: () => import('./routes').then((m) => m.routes) },
  sections: [{ path: 'condicionesEntreSocios', permission: 'CondicionesEntreSocios', title: 'Condiciones entre socios' }],
  nav: [
    {
      place: 'intranet',
      id: 'condicionesEntreSocios',
      label: 'Condiciones entre socios',
      href: '/condicionesEntreSocios',
      icon: <HandshakeIcon />,
      order: 50,
      permission: 'CondicionesEntreSocios',
    },
  ],
};
