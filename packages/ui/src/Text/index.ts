export { Text, type TextElement, type TextProps, type TextSize, type TextTone, type TextWeight, type TextWrap } from './Text';
