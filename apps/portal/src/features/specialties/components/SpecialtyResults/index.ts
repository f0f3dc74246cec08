export { SpecialtyResults, type SpecialtyResultsProps, type SpecialtySearchState } from './SpecialtyResults';
