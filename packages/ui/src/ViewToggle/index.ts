export { type ViewMode, ViewToggle, type ViewToggleProps } from './ViewToggle';
