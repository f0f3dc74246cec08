import { NewsIcon } from '@socios/ui';
import { lazy, Suspense } from 'react';
import type { Feature } from '../../app/features';

const UnreadNews = lazy(() => import('./UnreadNews').then((m) => ({ default: m.UnreadNews })));

/** News: the list and the detail (000 §2), the sidebar entry and the header's unread-news panel. */
export const newsFeature: Feature = {
  id: 'news',
  routes: [
    { path: 'noticias', lazy: () => import('./NewsListPage').then((m) => ({ Component: m.NewsListPage })), handle: { title: 'Noticias' } },
    {
      path: 'noticias/:idNoticia',
      lazy: () => import('./NewsDetailPage').then((m) => ({ Component: m.NewsDetailPage })),
      handle: { title: 'Noticias' },
    },
  ],
  sections: [{ path: 'noticias', permission: 'Noticias', title: 'Noticias' }],
  nav: [{ place: 'intranet', id: 'noticias', label: 'Noticias', href: '/noticias', icon: <NewsIcon />, order: 10, permission: 'Noticias' }],
  headerActions: (
    <Suspense fallback={null}>
      <UnreadNews />
    </Suspense>
  ),
};
