export { MissingValue, type MissingValueProps } from './MissingValue';
