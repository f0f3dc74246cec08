import type { RouteObject } from 'react-router';

const hub = () => import('./PromotionsHub').then((m) => ({ Component: m.PromotionsHub }));
const groups = () => import('./groups/WorkshopGroupsPage').then((m) => ({ Component: m.WorkshopGroupsPage }));
const workshops = () => import('./workshops/WorkshopsPage').then((m) => ({ Component: m.WorkshopsPage }));
const images = () => import('./images/ImagesPage').then((m) => ({ Component: m.ImagesPage }));
const categories = () => import('./categories/ImageCategoriesPage').then((m) => ({ Component: m.ImageCategoriesPage }));
const campaigns = () => import('./campaigns/CampaignsPage').then((m) => ({ Component: m.CampaignsPage }));
const mailings = () => import('./mailings/MailingsPage').then((m) => ({ Component: m.MailingsPage }));

/** The feature's routes, loaded the first time one of its paths is visited (see index.tsx). */
export const routes: RouteObject[] = [
  { path: 'promociones', lazy: hub, handle: { title: 'Mis Promociones' } },
  { path: 'promociones/grupos_talleres', lazy: groups, handle: { title: 'Mis grupos de talleres' } },
  { path: 'promociones/talleres', lazy: workshops, handle: { title: 'Mis Talleres' } },
  { path: 'promociones/imagenes', lazy: images, handle: { title: 'Imagenes' } },
  { path: 'promociones/campanas', lazy: campaigns, handle: { title: 'Mis Campañas' } },
  { path: 'promociones/envios', lazy: mailings, handle: { title: 'Mis Envíos' } },
  { path: 'promociones/categorias_imagenes', lazy: categories, handle: { title: 'Mis Categorías de Imágenes' } },
];
