import { DocumentIcon } from '@socios/ui';
import type { Feature } from '../../app/features';

/** The group's document library (001 §2.8). */
export const documentsFeature: Feature = {
  id: 'documents',
  lazyRoutes: { paths: ['documentos'], load: () => import('./routes').then((m) => m.routes) },
  sections: [{ path: 'documentos', permission: 'Documentos', title: 'Documentos' }],
  nav: [{ place: 'intranet', id: 'documentos', label: 'Documentos', href: '/documentos', icon: <DocumentIcon />, order: 20, permission: 'Documentos' }],
};
