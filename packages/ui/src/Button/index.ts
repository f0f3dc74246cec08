export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonSizeStyles, buttonVariantStyles } from './Button';
