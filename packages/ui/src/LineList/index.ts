export { LineList, LineListItem, type LineListItemProps, type LineListProps } from './LineList';
