export { HelpText, type HelpTextProps } from './HelpText';
