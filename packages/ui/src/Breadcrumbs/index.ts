export { Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs';
