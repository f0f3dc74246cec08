import type { RouteObject } from 'react-router';
import { PROMOTION_PAGES, type PromotionPageKey } from './pages';

const hub = () => import('./PromotionsHub').then((m) => ({ Component: m.PromotionsHub }));

/** Each page's component, loaded the first time its path is visited. */
const LAZY: Record<PromotionPageKey, RouteObject['lazy']> = {
  groups: () => import('./groups/WorkshopGroupsPage').then((m) => ({ Component: m.WorkshopGroupsPage })),
  workshops: () => import('./workshops/WorkshopsPage').then((m) => ({ Component: m.WorkshopsPage })),
  images: () => import('./images/ImagesPage').then((m) => ({ Component: m.ImagesPage })),
  campaigns: () => import('./campaigns/CampaignsPage').then((m) => ({ Component: m.CampaignsPage })),
  mailings: () => import('./mailings/MailingsPage').then((m) => ({ Component: m.MailingsPage })),
  categories: () => import('./categories/ImageCategoriesPage').then((m) => ({ Component: m.ImageCategoriesPage })),
};

/** The feature's routes, loaded the first time one of its paths is visited (see index.tsx). */
export const routes: RouteObject[] = [
  { path: 'promociones', lazy: hub, handle: { title: 'Mis Promociones' } },
  ...PROMOTION_PAGES.map((page) => ({ path: page.path, lazy: LAZY[page.key], handle: { title: page.title } })),
];
