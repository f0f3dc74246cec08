export * from './OfferList';
export * from './ShopForm';
