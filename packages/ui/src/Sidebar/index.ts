export { Sidebar, type SidebarProps } from './Sidebar';
export type { SidebarItem, SidebarLinkComponent, SidebarLinkProps, SidebarTab } from './types';
