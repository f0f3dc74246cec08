export { initialsOf, SupplierCard, type SupplierCardItem, type SupplierCardLinkProps, type SupplierCardProps, SupplierLogo } from './SupplierCard';
