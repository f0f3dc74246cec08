import type { ComponentType, MouseEvent, ReactNode } from 'react';

/** Props the Sidebar passes to the link component for every item. */
export interface SidebarLinkProps {
  /** Destination path, e.g. '/noticias'. With react-router, pass it on as `to`. */
  href: string;
  /** The item's icon and label. */
  children: ReactNode;
  /** Styling hook; pass it on to the anchor. */
  className?: string;
  /** 'page' on the item of the current route. */
  'aria-current'?: 'page';
  /** Tooltip (set when the sidebar is collapsed and labels are hidden). */
  title?: string;
  /** Called on click (the mobile drawer closes after navigation). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A component rendering an anchor for a sidebar item (e.g. a wrapper around react-router's Link). */
export type SidebarLinkComponent = ComponentType<SidebarLinkProps>;

/** One navigation entry. */
export interface SidebarItem {
  /** Stable identifier. */
  id: string;
  /** Text shown (and the accessible name when collapsed). */
  label: string;
  /** Destination path. */
  href: string;
  /** Decorative icon, shown alone when the sidebar is collapsed. */
  icon?: ReactNode;
}

/** One of the sidebar tabs (Intranet, Proveedores, Referencias) and its items. */
export interface SidebarTab {
  /** Stable identifier. */
  id: string;
  /** Tab text. */
  label: string;
  /** Decorative icon, shown alone when the sidebar is collapsed. */
  icon?: ReactNode;
  /** Items listed under the tab, already filtered by permission. */
  items: readonly SidebarItem[];
}
