export { type BlockLayout, compactLayout, DASHBOARD_ROW_HEIGHT, type DashboardBlock, DashboardGrid, type DashboardGridProps } from './DashboardGrid';
