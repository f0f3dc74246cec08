export { LinkList, type LinkListProps } from './LinkList';
