export { type ToggleChip, ToggleChips, type ToggleChipsProps } from './ToggleChips';
