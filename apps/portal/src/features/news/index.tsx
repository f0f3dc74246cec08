import { NewsIcon } from '@socios/ui';
import { lazy, Suspense } from 'react';
import type { Feature } from '../../app/features';

const UnreadNews = lazy(() => import('./UnreadNews').then((m) => ({ default: m.UnreadNews })));

/** News: the list and the detail (000 §2), the sidebar entry and the header's unread-news panel. */
export const newsFeature: Feature = {
  id: 'news',
  lazyRoutes: { paths: ['noticias'], load: () => import('./routes').then((m) => m.routes) },
  sections: [{ path: 'noticias', permission: 'Noticias', title: 'Noticias' }],
  nav: [{ place: 'intranet', id: 'noticias', label: 'Noticias', href: '/noticias', icon: <NewsIcon />, order: 10, permission: 'Noticias' }],
  headerActions: (
    <Suspense fallback={null}>
      <UnreadNews />
    </Suspense>
  ),
};
