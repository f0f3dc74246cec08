import { ChartIcon } from '@socios/ui';
import type { Feature } from '../../app/features';

const page = () => import('./StudiesPage').then((m) => ({ Component: m.StudiesPage }));

/** Market studies at /estudiosMercado ('Estudios de mercado', spec 000 §2), in the Intranet tab with Estudios. */
export const studiesFeature: Feature = {
  id: 'studies',
  routes: [{ path: 'estudiosMercado', lazy: page, handle: { title: 'Estudios de mercado' } }],
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
