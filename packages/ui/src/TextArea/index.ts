export { TextArea, type TextAreaProps, type TextAreaSize } from './TextArea';
