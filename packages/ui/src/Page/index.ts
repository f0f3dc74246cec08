export { Page, PageHeader, type PageHeaderProps, type PageProps, type PageWidth } from './Page';
