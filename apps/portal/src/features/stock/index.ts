// The stock feature: the buttons other screens show to buy an article from another member (parts, tyres, lubricants, batteries).
export { BuyButton, type BuyButtonProps, StockButton, type StockButtonProps } from './StockButton';
export type { ShopOffer } from './StockPurchase';
