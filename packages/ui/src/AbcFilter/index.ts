export { AbcFilter, type AbcFilterProps } from './AbcFilter';
