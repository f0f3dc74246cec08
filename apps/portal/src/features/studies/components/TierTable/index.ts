export { TIER_TITLES, TierTable, type TierTableProps } from './TierTable';
