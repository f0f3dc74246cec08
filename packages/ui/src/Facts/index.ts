export { Facts, type FactsProps, PhoneLink } from './Facts';
