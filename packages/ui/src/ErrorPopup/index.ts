export { ErrorPopup, type ErrorPopupProps } from './ErrorPopup';
