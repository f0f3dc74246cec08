export { Facts, type FactsDensity, type FactsProps, PhoneLink } from './Facts';
