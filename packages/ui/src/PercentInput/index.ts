export { PercentInput, type PercentInputProps } from './PercentInput';
