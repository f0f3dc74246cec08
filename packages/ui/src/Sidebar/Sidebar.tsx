import { type ReactNode, useEffect, useRef } from 'react';
import { useTheme } from 'styled-components';
import { IconButton } from '../IconButton';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../icons';
import { useControllableState } from '../internal/useControllableState';
import { Tabs } from '../Tabs';
import { SidebarLinks } from './SidebarLinks';
import { StyledBackdrop, StyledBody, StyledNav, StyledRail, StyledTop, StyledUser, StyledUserDescription, StyledUserName } from './Sidebar.styles';
import type { SidebarItem, SidebarLinkComponent, SidebarTab } from './types';
import { useDrawerDrag } from './useDrawerDrag';

export interface SidebarProps {
  /** Logo slot shown at the top (full logo). */
  logo: ReactNode;
  /** Logo slot while collapsed (a compact mark); the full logo is hidden then. */
  logoCollapsed?: ReactNode;
  /** User's first name (NombreUsuario). */
  userName: string;
  /** User's surname (Apellidos). */
  userSurname: string;
  /** Member company description (socio_desc). */
  memberDescription: string;
  /** Tabs with their items, already filtered by permission. */
  tabs: readonly SidebarTab[];
  /** Selected tab id (controlled). */
  activeTabId?: string;
  /** Initially selected tab id (uncontrolled); the first tab otherwise. */
  defaultActiveTabId?: string;
  /** Called when the user selects another tab. */
  onActiveTabChange?: (id: string) => void;
  /** Items below the tabs (Mi Perfil, Mis Contactos, Mis Promociones, Salir). */
  bottomItems: readonly SidebarItem[];
  /** Current location path; the matching item gets aria-current="page". */
  currentPath?: string;
  /** Component that renders each link (`href`, `className`, `aria-current`, `title`, `onClick`, `children`). */
  linkComponent?: SidebarLinkComponent;
  /** Collapsed to 70 px (controlled, desktop and tablet). */
  collapsed?: boolean;
  /** Initially collapsed (uncontrolled). */
  defaultCollapsed?: boolean;
  /** Called by the collapse / expand button. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Mobile layout: an overlay drawer, 0 px wide while closed. */
  isMobile?: boolean;
  /** Drawer open (controlled, mobile only). */
  mobileOpen?: boolean;
  /** Called to open or close the drawer (close button, click outside, drag, Escape, navigation). */
  onMobileOpenChange?: (open: boolean) => void;
  /**
   * Tablet layout: expanded, the sidebar lies over the content (with a backdrop; a click outside, Escape or a
   * navigation collapses it) instead of pushing the content aside.
   */
  overlay?: boolean;
  /** Id of the sidebar element (for the header burger's aria-controls). */
  id?: string;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/** Width in px: the drawer is 260 open and 0 closed on mobile; elsewhere 260 expanded and 70 collapsed. */
const sidebarWidth = (sizes: { expanded: number; collapsed: number; mobile: number }, isMobile: boolean, drawerOpen: boolean, collapsed: boolean): number => {
  if (isMobile) return drawerOpen ? sizes.expanded : sizes.mobile;
  return collapsed ? sizes.collapsed : sizes.expanded;
};

const DefaultLink: SidebarLinkComponent = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

/**
 * The portal's sidebar: logo, user, three tabs of items and the bottom items. 260 px expanded, 70 px collapsed;
 * on mobile a drawer (0 px closed) that closes by dragging it left 150 px, clicking outside or pressing Escape.
 */
export function Sidebar({
  logo,
  logoCollapsed,
  userName,
  userSurname,
  memberDescription,
  tabs,
  activeTabId,
  defaultActiveTabId,
  onActiveTabChange,
  bottomItems,
  currentPath,
  linkComponent = DefaultLink,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  isMobile = false,
  mobileOpen: mobileOpenProp,
  onMobileOpenChange,
  overlay = false,
  id,
  label = 'Menú principal',
}: SidebarProps) {
  const theme = useTheme();
  const [collapsedState, setCollapsed] = useControllableState(collapsedProp, defaultCollapsed, onCollapsedChange);
  const [open, setOpen] = useControllableState(mobileOpenProp, false, onMobileOpenChange);
  const [tab, setTab] = useControllableState(activeTabId, defaultActiveTabId ?? tabs[0]?.id ?? '', onActiveTabChange);
  const navRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const drawerOpen = isMobile && open;
  const collapsed = !isMobile && collapsedState;
  const close = () => setOpen(false);
  // The document listeners below always call the latest `close` without re-subscribing on every render.
  const latestClose = useRef(close);
  latestClose.current = close;
  const drag = useDrawerDrag(drawerOpen, theme.sidebar.dragCloseThreshold, close);
  const overlaid = overlay && !isMobile && !collapsed;
  const latestCollapse = useRef(() => setCollapsed(true));
  latestCollapse.current = () => setCollapsed(true);

  // Overlay mode: a click outside the expanded sidebar or Escape collapses it again.
  useEffect(() => {
    if (!overlaid) return;
    const nav = navRef.current;
    if (!nav) return;
    const doc = nav.ownerDocument;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.contains(event.target)) latestCollapse.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestCollapse.current();
    };
    doc.addEventListener('pointerdown', onPointerDown, true);
    doc.addEventListener('keydown', onKeyDown);
    return () => {
      doc.removeEventListener('pointerdown', onPointerDown, true);
      doc.removeEventListener('keydown', onKeyDown);
    };
  }, [overlaid]);

  useEffect(() => {
    if (!drawerOpen) return;
    const nav = navRef.current;
    if (!nav) return;
    const doc = nav.ownerDocument;
    const previouslyFocused = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    closeRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.contains(event.target)) latestClose.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestClose.current();
    };
    doc.addEventListener('pointerdown', onPointerDown, true);
    doc.addEventListener('keydown', onKeyDown);
    return () => {
      doc.removeEventListener('pointerdown', onPointerDown, true);
      doc.removeEventListener('keydown', onKeyDown);
      if (previouslyFocused?.isConnected && nav.contains(doc.activeElement)) previouslyFocused.focus();
    };
  }, [drawerOpen]);

  const width = sidebarWidth(theme.sidebar, isMobile, drawerOpen, collapsed);
  const onNavigate = isMobile ? close : overlaid ? () => setCollapsed(true) : undefined;
  const links = (items: readonly SidebarItem[]) => (
    <SidebarLinks items={items} currentPath={currentPath} collapsed={collapsed} linkComponent={linkComponent} onNavigate={onNavigate} />
  );

  const nav = (
    <StyledNav
      ref={navRef}
      id={id}
      aria-label={label}
      $width={width}
      $mobile={isMobile}
      $overlay={overlaid}
      $open={drawerOpen}
      $offset={drag.offset}
      $dragging={drag.dragging}
      {...(drawerOpen ? drag.handlers : {})}
    >
      <StyledBody $collapsed={collapsed}>
        <StyledTop $collapsed={collapsed}>
          {collapsed ? (logoCollapsed ?? null) : logo}
          {isMobile ? (
            <IconButton ref={closeRef} label="Cerrar menú" icon={<CloseIcon />} size="sm" variant="ghost" onClick={close} />
          ) : (
            <IconButton
              label={collapsed ? 'Expandir menú' : 'Contraer menú'}
              aria-expanded={!collapsed}
              icon={collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
              size="sm"
              variant="ghost"
              onClick={() => setCollapsed(!collapsed)}
            />
          )}
        </StyledTop>
        <StyledUser $collapsed={collapsed}>
          <StyledUserName>
            {userName} {userSurname}
          </StyledUserName>
          <StyledUserDescription>{memberDescription}</StyledUserDescription>
        </StyledUser>
        <Tabs
          label="Secciones"
          tone="dark"
          fitted
          iconPosition="top"
          panelPosition="below"
          panelsFocusable={false}
          orientation={collapsed ? 'vertical' : 'horizontal'}
          labelsHidden={collapsed}
          value={tab}
          onChange={setTab}
          tabs={tabs.map((item) => ({ id: item.id, label: item.label, icon: item.icon, panel: links(item.items) }))}
        />
        {links(bottomItems)}
      </StyledBody>
    </StyledNav>
  );

  return (
    <>
      {drawerOpen || overlaid ? <StyledBackdrop aria-hidden="true" data-testid="sidebar-backdrop" /> : null}
      {isMobile ? nav : <StyledRail $width={overlaid ? theme.sidebar.collapsed : width}>{nav}</StyledRail>}
    </>
  );
}
