export { type TabItem, type TabsIconPosition, type TabsPanelPosition, Tabs, type TabsOrientation, type TabsProps, type TabsTone } from './Tabs';
