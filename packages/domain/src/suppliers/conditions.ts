/**
 * The supplier detail's rules (spec 001 §2.2, §6): which contact roles show, '(Sin especificar)' for missing values,
 * the Portugal shipping rule, and which sub-routes and menus a user's permission flags open.
 *
 * Choices: a field holding only spaces counts as empty. The country check ignores case, accents and surrounding
 * spaces ('Portugal', 'PORTUGAL'). The supplier's own sub-routes keep the spec's order.
 */
import { searchKey } from '../text';

/** The text of a missing value (001 §2.2). */
export const UNSPECIFIED = '(Sin especificar)';

/** The eight contact roles in the spec's order with their Spanish titles. */
export const CONTACT_ROLE_TITLES = {
  DIRECTOR_GENERAL: 'Director general',
  DIRECTOR_COMERCIAL: 'Director comercial',
  DIRECTOR_FINANCIERO: 'Director financiero',
  DIRECTOR_MARKETING: 'Director de marketing',
  RESPONSABLE_CONSUMOS: 'Responsable de cifras de consumo',
  RESPONSABLE_SERVICIO: 'Responsable de servicio',
  JEFE_VENTAS: 'Jefe de ventas',
  SERVICIO_TECNICO: 'Responsable del servicio técnico',
} as const;

/** A contact role as the conditions call answers it. */
export interface SupplierContactLike {
  readonly ROL: keyof typeof CONTACT_ROLE_TITLES;
  readonly NOMBRE: string | null;
  readonly MAIL: string | null;
  readonly TELEFONO: string | null;
  readonly MOVIL: string | null;
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** A value to show, or '(Sin especificar)'. */
export function orUnspecified(value: string | null | undefined): string {
  return filled(value) ? value.trim() : UNSPECIFIED;
}

/** The contacts with at least one filled field, in the spec's role order. */
export function visibleContacts<T extends SupplierContactLike>(contacts: readonly T[]): T[] {
  const order = Object.keys(CONTACT_ROLE_TITLES);
  return contacts
    .filter((c) => filled(c.NOMBRE) || filled(c.MAIL) || filled(c.TELEFONO) || filled(c.MOVIL))
    .sort((a, b) => order.indexOf(a.ROL) - order.indexOf(b.ROL));
}

/** Shipping regions of the conditions. */
export type ShippingRegion = 'PENINSULA' | 'BALEARES' | 'CANARIAS' | 'CEUTA_MELILLA' | 'PORTUGAL';

/** The titles of the shipping regions. */
export const SHIPPING_REGION_TITLES: Record<ShippingRegion, string> = {
  PENINSULA: 'Península',
  BALEARES: 'Baleares',
  CANARIAS: 'Canarias',
  CEUTA_MELILLA: 'Ceuta y Melilla',
  PORTUGAL: 'Portugal',
};

/** True for a user whose country is Portugal. */
export function isPortugal(country: string | null | undefined): boolean {
  return searchKey((country ?? '').trim()) === 'portugal';
}

/** The shipping regions a user sees: Portugal's own for users in Portugal, the other four for everyone else. */
export function shippingRegionsFor(country: string | null | undefined): ShippingRegion[] {
  return isPortugal(country) ? ['PORTUGAL'] : ['PENINSULA', 'BALEARES', 'CANARIAS', 'CEUTA_MELILLA'];
}

/** The permission flags these rules read (Permisos of the session). */
export interface SupplierPermissions {
  readonly Condiciones?: boolean;
  readonly Consumos?: boolean;
  readonly CondicionesPersonalizadas?: boolean;
  readonly Tarifas?: boolean;
  readonly Tarifas_Netos?: boolean;
}

/** A sub-route of a supplier or a brand: its id, its path, its tab's title and the flag that opens it. */
interface SubRouteDef {
  readonly id: string;
  readonly path: string;
  readonly title: string;
  readonly gate: keyof SupplierPermissions;
}

/** The sub-routes of a supplier (001 §2.2): path under /proveedores/{provId} and its gate. */
export const SUPPLIER_SUB_ROUTES = [
  { id: 'condiciones-generales', path: '', title: 'Condiciones', gate: 'Condiciones' },
  { id: 'contactos', path: 'contactos', title: 'Contactos', gate: 'Condiciones' },
  { id: 'documentos', path: 'documentos', title: 'Documentos', gate: 'Condiciones' },
  { id: 'consumos', path: 'consumos', title: 'Consumos', gate: 'Consumos' },
  { id: 'tarifas', path: 'tarifas', title: 'Tarifas', gate: 'Tarifas' },
  { id: 'actualizaciones', path: 'actualizaciones', title: 'Actualizaciones', gate: 'Tarifas' },
  { id: 'tarifasNetos', path: 'tarifasNetos', title: 'Tarifas netos', gate: 'Tarifas_Netos' },
  { id: 'condiciones', path: 'condiciones', title: 'Condiciones de producto', gate: 'CondicionesPersonalizadas' },
] as const satisfies readonly SubRouteDef[];

export type SupplierSubRoute = (typeof SUPPLIER_SUB_ROUTES)[number];

/** The sub-routes a user may open (each rendered only when its flag is set). */
export function allowedSupplierRoutes(permisos: SupplierPermissions): SupplierSubRoute[] {
  return SUPPLIER_SUB_ROUTES.filter((r) => permisos[r.gate] === true);
}

/** The Marcas menu appears when any of Consumos, CondicionesPersonalizadas, Tarifas or Tarifas_Netos is set. */
export function showsBrandMenu(permisos: SupplierPermissions): boolean {
  return Boolean(permisos.Consumos || permisos.CondicionesPersonalizadas || permisos.Tarifas || permisos.Tarifas_Netos);
}

/** The paths a brand has as well (001 §2.2): the supplier's figures, tariffs and product conditions, for that brand. */
const BRAND_PATHS: readonly string[] = ['consumos', 'tarifas', 'actualizaciones', 'tarifasNetos', 'condiciones'] satisfies SupplierSubRoute['path'][];

export type BrandSubRoute = SupplierSubRoute;

/**
 * The sub-routes of a brand (001 §2.2), under /proveedores/{provId}/detalleMarca/{marcaId}: the supplier's of those
 * paths, with the same tab title and the same gate.
 */
export const BRAND_SUB_ROUTES: readonly BrandSubRoute[] = SUPPLIER_SUB_ROUTES.filter((r) => BRAND_PATHS.includes(r.path));

/**
 * The brand sub-routes a user may open among those the portal has (`existing` paths): empty — and so no brand
 * dropdown — when the Marcas menu rule is not met.
 */
export function allowedBrandRoutes(permisos: SupplierPermissions, existing: readonly string[]): BrandSubRoute[] {
  if (!showsBrandMenu(permisos)) return [];
  return BRAND_SUB_ROUTES.filter((r) => permisos[r.gate] === true && existing.includes(r.path));
}

/**
 * The flag that gates a supplier sub-path ('' conditions, 'contactos', 'consumos', 'detalleMarca/12/consumos' …),
 * or null for a path that is not a sub-route.
 */
export function supplierSubRouteGate(subPath: string): keyof SupplierPermissions | null {
  const parts = subPath.split('/').filter(Boolean);
  if (parts[0] === 'detalleMarca') return BRAND_SUB_ROUTES.find((r) => r.path === parts[2])?.gate ?? null;
  return SUPPLIER_SUB_ROUTES.find((r) => r.path === (parts[0] ?? ''))?.gate ?? null;
}

/** The supplier mosaic grows by batches of this many cards on scrolling (001 §2.1). */
export const SUPPLIER_MOSAIC_BATCH = 40;
