export { type SpecialtyFact, SpecialtyRow, type SpecialtyRowProps } from './SpecialtyRow';
