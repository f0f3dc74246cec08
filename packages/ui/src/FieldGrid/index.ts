export { FieldGrid, type FieldGridMin, type FieldGridProps } from './FieldGrid';
