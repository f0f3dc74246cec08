import { StyledItem, StyledItemLabel, StyledList } from './Sidebar.styles';
import type { SidebarItem, SidebarLinkComponent } from './types';

interface SidebarLinksProps {
  /** Items to list. */
  items: readonly SidebarItem[];
  /** Current location path. */
  currentPath: string | undefined;
  /** Labels hidden (visually only) while collapsed. */
  collapsed: boolean;
  /** Component rendering each anchor. */
  linkComponent: SidebarLinkComponent;
  /** Called after a click on an item (closes the mobile drawer). */
  onNavigate: (() => void) | undefined;
}

/** True when the path is the item's destination or below it. */
export const isCurrent = (href: string, path: string | undefined): boolean =>
  path !== undefined && (path === href || (href !== '/' && path.startsWith(`${href}/`)));

/** A list of sidebar links rendered through the portal's link component. */
export function SidebarLinks({ items, currentPath, collapsed, linkComponent: Link, onNavigate }: SidebarLinksProps) {
  if (items.length === 0) return null;
  return (
    <StyledList $collapsed={collapsed}>
      {items.map((item) => (
        <StyledItem key={item.id} $collapsed={collapsed}>
          <Link
            href={item.href}
            aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined}
            title={collapsed ? item.label : undefined}
            onClick={onNavigate}
          >
            {item.icon}
            <StyledItemLabel $collapsed={collapsed}>{item.label}</StyledItemLabel>
          </Link>
        </StyledItem>
      ))}
    </StyledList>
  );
}
