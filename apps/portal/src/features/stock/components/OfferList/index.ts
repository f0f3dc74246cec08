export { OfferList, type OfferListProps } from './OfferList';
