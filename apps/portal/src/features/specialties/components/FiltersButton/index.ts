export { FiltersButton, type FiltersButtonProps } from './FiltersButton';
