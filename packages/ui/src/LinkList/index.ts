export { type LinkListItem, type LinkListLinkProps, LinkList, type LinkListProps, type LinkListVariant } from './LinkList';
