export { Toolbar, type ToolbarGrow, type ToolbarProps } from './Toolbar';
