export { IconButton, type IconButtonProps, type IconButtonSize } from './IconButton';
