export { EditBar, type EditBarProps } from './EditBar';
