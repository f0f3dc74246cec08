/**
 * The first path segments of the portal's pages (both spec documents, the password-reset landing page and the
 * beyond-spec 'Mis pedidos'). The server answers a direct load of any of them with the portal and 200, and anything
 * else with the portal's 404 page and 404 (apps/server http/spa.ts); the portal's features test fails when one of its
 * routes is missing here, so a new page cannot be 404 on a reload.
 */
export const PORTAL_ROUTE_SEGMENTS = [
  '',
  'dashboard',
  'login',
  'logout',
  'restablecer-clave',
  'contactos',
  'perfil',
  'noticias',
  'estudiosMercado',
  '404',
  'proveedores',
  'documentos',
  'consumos',
  'actualizaciones',
  'referencias',
  'neumaticos',
  'lubricantes',
  'baterias',
  'socios',
  'condicionesEntreSocios',
  'promociones',
  'pedidos',
] as const;

/** The portal's page of one order (Mis pedidos' detail), as e-mails link to it. */
export function orderPagePath(orderId: number): string {
  return `/pedidos/${orderId}`;
}
