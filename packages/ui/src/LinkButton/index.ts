export { LinkButton, type LinkButtonProps, type LinkButtonSize } from './LinkButton';
