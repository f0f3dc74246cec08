export { Split, type SplitLayout, type SplitProps } from './Split';
