export { ChoiceButton, type ChoiceButtonProps, type ChoiceButtonVariant } from './ChoiceButton';
