export { OfferButton, type OfferButtonOffer, type OfferButtonProps } from './OfferButton';
