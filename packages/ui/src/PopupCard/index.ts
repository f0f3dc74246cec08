export { PopupCard, type PopupCardProps } from './PopupCard';
