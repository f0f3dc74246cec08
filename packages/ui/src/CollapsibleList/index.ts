export { CollapsibleList, type CollapsibleListProps } from './CollapsibleList';
