export { OrderStateBadge, type OrderStateBadgeProps } from './OrderStateBadge';
