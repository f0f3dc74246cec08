export { SearchChips, type SearchChipsProps } from './SearchChips';
