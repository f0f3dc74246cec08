export { ItemList, ItemListItem, type ItemListItemProps, type ItemListProps, type ItemListVariant, SubLine } from './ItemList';
