export { ScrollBox, type ScrollBoxHeight, type ScrollBoxProps } from './ScrollBox';
