export { NOTE_MAX_LENGTH, ShopForm, type ShopFormProps, shopQuote } from './ShopForm';
