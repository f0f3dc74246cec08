import {
  AppFrame,
  Brand,
  Footer,
  Header,
  NewsIcon,
  Sidebar,
  type SidebarItem,
  type SidebarTab,
  TagIcon,
  TruckIcon,
  useIsMobile,
  useIsTablet,
} from '@socios/ui';
import { Fragment, type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { FEATURES } from '../../features';
import { GROUP } from '../brand';
import { gatedSection, type NavEntry, type NavPlace, type RouteHandle } from '../features';
import { RouterLink } from '../RouterLink';
import { LiveEventsProvider } from '../live/LiveEvents';
import { useUserConfig } from '../session/SessionProvider';
import { Logo, LogoMark } from './Logo';
import { RouteTransition } from './RouteTransition';
import { SectionDenied } from './SectionDenied';

const SIDEBAR_ID = 'menu-principal';
const COLLAPSED_KEY = 'sidebarCollapsed';

/** The header actions of every feature (each one checks its own permission). */
const HEADER_ACTIONS = FEATURES.flatMap((f) => (f.headerActions ? [<Fragment key={f.id}>{f.headerActions}</Fragment>] : []));

const TABS: { id: NavPlace; label: string; icon: ReactNode }[] = [
  { id: 'intranet', label: 'Intranet', icon: <NewsIcon /> },
  { id: 'proveedores', label: 'Proveedores', icon: <TruckIcon /> },
  { id: 'referencias', label: 'Referencias', icon: <TagIcon /> },
];

function toItems(entries: NavEntry[]): SidebarItem[] {
  return [...entries].sort((a, b) => a.order - b.order).map(({ id, label, href, icon }) => ({ id, label, href, icon }));
}

/** The logged-in frame: sidebar (tabs and bottom items filtered by permission), header with the title, footer. */
export function Shell({ nav }: { nav: NavEntry[] }) {
  const config = useUserConfig();
  const location = useLocation();
  const matches = useMatches();
  const isMobile = useIsMobile();
  const isTablet = useIsTablet();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true');
  const [tabletExpanded, setTabletExpanded] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Collapsed by default on tablets (a temporary choice there), by the stored preference on desktops.
  const effectiveCollapsed = isTablet ? !tabletExpanded : collapsed;

  const section = gatedSection(location.pathname, FEATURES);
  const denied = section !== undefined && !config.Permisos[section.permission];
  const routeTitle = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
  const title = (denied ? section.title : routeTitle) ?? GROUP.portalName;
  useEffect(() => {
    document.title = `${title} · ${GROUP.portalName}`;
  }, [title]);

  const visible = useMemo(() => nav.filter((e) => !e.permission || config.Permisos[e.permission]), [nav, config.Permisos]);
  const tabs: SidebarTab[] = TABS.map((t) => ({ ...t, items: toItems(visible.filter((e) => e.place === t.id)) }));
  // The tab that holds the current page opens with it (a supplier's page shows the Proveedores tab); the member can
  // still switch tabs by hand.
  const routeTab = tabs.find((t) => t.items.some((i) => location.pathname === i.href || location.pathname.startsWith(`${i.href}/`)))?.id;
  const [tab, setTab] = useState(routeTab ?? TABS[0]?.id ?? '');
  useEffect(() => {
    if (routeTab) setTab(routeTab);
  }, [routeTab]);
  const bottomItems = toItems(visible.filter((e) => e.place === 'bottom'));

  return (
    <LiveEventsProvider>
      <AppFrame
        sidebar={
          <Sidebar
            id={SIDEBAR_ID}
            label="Menú principal"
            logo={
              <Link to="/" aria-label="Ir al inicio">
                <Logo inverse />
              </Link>
            }
            logoCollapsed={
              <Link to="/" aria-label="Ir al inicio">
                <Brand inverse mark={<LogoMark />} />
              </Link>
            }
            userName={config.NombreUsuario}
            userSurname={config.Apellidos}
            memberDescription={config.socio_desc}
            tabs={tabs}
            activeTabId={tab}
            onActiveTabChange={setTab}
            bottomItems={bottomItems}
            currentPath={location.pathname}
            linkComponent={RouterLink}
            collapsed={!isMobile && effectiveCollapsed}
            onCollapsedChange={(value) => {
              if (isTablet) {
                setTabletExpanded(!value);
                return;
              }
              setCollapsed(value);
              localStorage.setItem(COLLAPSED_KEY, String(value));
            }}
            isMobile={isMobile}
            overlay={isTablet}
            mobileOpen={drawerOpen}
            onMobileOpenChange={setDrawerOpen}
          />
        }
        header={
          <Header
            title={title}
            isMobile={isMobile}
            menuOpen={drawerOpen}
            onMenuToggle={() => setDrawerOpen((open) => !open)}
            menuControlsId={SIDEBAR_ID}
            actions={HEADER_ACTIONS.length ? HEADER_ACTIONS : undefined}
          />
        }
        footer={<Footer groupName={GROUP.name} />}
      >
        <RouteTransition>{denied ? <SectionDenied permission={section.permission} /> : <Outlet />}</RouteTransition>
      </AppFrame>
      {/* Each screen opens at its top; Back returns to where it was read. Keyed by path, so a filter kept in the
          address (search params) does not move the page. */}
      <ScrollRestoration getKey={(l) => l.pathname} />
    </LiveEventsProvider>
  );
}
