export { ComparedBrandsTable, type ComparedBrandsTableProps } from './ComparedBrandsTable';
export { StudySelector, type StudySelectorProps } from './StudySelector';
export {
  type BrandSelection,
  type ComparedBrandOption,
  initialSelections,
  type StudyOption,
  type StudyTariffOption,
  type StudyViewRequest,
} from './types';
