export { type LinkListItem, type LinkListLinkProps, LinkList, type LinkListProps } from './LinkList';
