export { SpecialtyFilters, type SpecialtyFilterField, type SpecialtyFiltersProps } from './SpecialtyFilters';
