export { type FilterModalProps, type FilterModalValue, type FilterOption, FilterModal } from './FilterModal';
