/**
 * The pages of 'Mis Promociones' (001 §2.18), in the spec's order: the hub shows one tile each (PromotionsHub) and the
 * routes give each its title (routes.tsx), so a page's address and name are written once.
 */
export const PROMOTION_PAGES = [
  { key: 'groups', path: 'promociones/grupos_talleres', title: 'Mis grupos de talleres', text: 'Reúna sus talleres en grupos para enviarles campañas.' },
  { key: 'workshops', path: 'promociones/talleres', title: 'Mis Talleres', text: 'Sus talleres clientes: altas, cambios, importación y exportación.' },
  { key: 'images', path: 'promociones/imagenes', title: 'Imagenes', text: 'La galería de imágenes para sus campañas.' },
  { key: 'campaigns', path: 'promociones/campanas', title: 'Mis Campañas', text: 'Diseñe sus campañas y envíelas por correo a sus grupos.' },
  { key: 'mailings', path: 'promociones/envios', title: 'Mis Envíos', text: 'Los envíos realizados y su estado.' },
  { key: 'categories', path: 'promociones/categorias_imagenes', title: 'Mis Categorías de Imágenes', text: 'Ordene sus imágenes por categorías.' },
] as const;

/** Which page of 'Mis Promociones'. */
export type PromotionPageKey = (typeof PROMOTION_PAGES)[number]['key'];
