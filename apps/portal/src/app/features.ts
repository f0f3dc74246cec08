import type { Permission } from '@socios/api';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/** Sidebar places (spec 000 §2 Sidebar): the three tabs and the items below them. */
export type NavPlace = 'intranet' | 'proveedores' | 'referencias' | 'bottom';

/** A sidebar entry a feature contributes. */
export interface NavEntry {
  /** Where it goes. */
  place: NavPlace;
  /** Stable id. */
  id: string;
  /** Text (Spanish, as the spec names it). */
  label: string;
  /** Destination. */
  href: string;
  /** Decorative icon. */
  icon: ReactNode;
  /** Position inside its place (the spec's order). */
  order: number;
  /** Shown only when this permission flag is true (spec 000 §6); always shown when absent. */
  permission?: Permission;
}

/** Extra data a route carries: the page title shown in the header. */
export interface RouteHandle {
  /** Page title. */
  title: string;
  /** The catch-all route: an anonymous visitor gets the public 404 page instead of the login screen. */
  notFound?: boolean;
}

/**
 * A section whose content needs a permission (spec 000 §2 and 001 §2): without the flag the page's content is not
 * rendered and the gating message names the section instead. Route access itself only needs a login.
 */
export interface GatedSection {
  /** First path segment of the section ('noticias' gates /noticias and /noticias/12). */
  path: string;
  /** The permission flag it needs. */
  permission: Permission;
  /** Section title for the gating message and the page title. */
  title: string;
}

/** Routes of a feature loaded the first time one of its paths is visited (React Router's lazy route discovery). */
export interface LazyRoutes {
  /** First path segments the routes answer. */
  paths: readonly string[];
  /** Loads the routes. */
  load: () => Promise<RouteObject[]>;
}

/**
 * One feature area of the portal. Each feature folder exports one of these; the shell composes them, so adding a
 * feature means adding a folder and one line in `features/index.ts`.
 */
export interface Feature {
  /** Stable id. */
  id: string;
  /** Routes inside the logged-in shell known from the start (each with a `handle: RouteHandle`): the home and the catch-all. */
  routes?: RouteObject[];
  /**
   * Routes inside the logged-in shell found when first visited (each with a `handle: RouteHandle`): `paths` are the
   * first path segments they answer ('proveedores' answers /proveedores/12/contactos), `load` brings their module.
   * The portal's code then grows with a route's own chunk, not with every feature's route table.
   */
  lazyRoutes?: LazyRoutes;
  /** Routes outside the shell (login, logout, error pages). */
  publicRoutes?: RouteObject[];
  /** Sidebar entries. */
  nav?: NavEntry[];
  /** Shown in the header's actions slot on every logged-in page (e.g. the unread-news button). */
  headerActions?: ReactNode;
  /** Sections of this feature gated by a permission flag. */
  sections?: GatedSection[];
}

/** The feature whose lazy routes answer a path (by its first segment), if any. */
export function lazyRoutesFor(pathname: string, features: readonly Feature[]): LazyRoutes | undefined {
  const segment = pathname.split('/')[1] ?? '';
  return features.find((f) => f.lazyRoutes?.paths.includes(segment))?.lazyRoutes;
}

/** The gated section a path belongs to (its permission and title), if any, from the features' declarations. */
export function gatedSection(pathname: string, features: readonly Feature[]): GatedSection | undefined {
  const segment = pathname.split('/')[1] ?? '';
  for (const feature of features) {
    const section = feature.sections?.find((s) => s.path === segment);
    if (section) return section;
  }
  return undefined;
}

/** Spanish name of each permission, for the gating message. */
export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  Consumos: 'Consumos',
  Noticias: 'Noticias',
  Documentos: 'Documentos',
  Estudios: 'Estudios de mercado',
  Tarifas: 'Tarifas',
  Tarifas_Netos: 'Tarifas de netos',
  Condiciones: 'Condiciones',
  CondicionesPersonalizadas: 'Condiciones personalizadas',
  CondicionesEntreSocios: 'Condiciones entre socios',
  Promociones: 'Promociones',
  BuscarMatricula: 'Buscar por matrícula',
  Identidad: 'Identidad',
  Redes: 'Redes',
};
