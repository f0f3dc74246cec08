export { NOTE_MAX_LENGTH, ShopForm, type ShopFormProps } from './ShopForm';
