import { ChartIcon } from '@socios/ui';
import type { Feature } from '../../app/features';

/** Market studies at /estudiosMercado ('Estudios de mercado', spec 000 §2), in the Intranet tab with Estudios. */
export const studiesFeature: Feature = {
  id: 'studies',
  lazyRoutes: { paths: ['estudiosMercado'], load: () => import('./routes').then((m) => m.routes) },
  sections: [{ path: 'estudiosMercado', permission: 'Estudios', title: 'Estudios de mercado' }],
  nav: [
    {
      place: 'intranet',
      id: 'estudiosMercado',
      label: 'Estudios de mercado',
      href: '/estudiosMercado',
      icon: <ChartIcon />,
      order: 30,
      permission: 'Estudios',
    },
  ],
};
