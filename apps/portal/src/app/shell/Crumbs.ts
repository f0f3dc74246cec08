/** A breadcrumb trail (supplier pages, the car of the parts area): the design system's, by the name the pages use. */
export { Breadcrumbs as Crumbs } from '@socios/ui';
