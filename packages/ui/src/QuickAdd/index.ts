export { QuickAdd, type QuickAddProps } from './QuickAdd';
