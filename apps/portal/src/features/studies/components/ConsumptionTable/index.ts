export { ConsumptionTable, type ConsumptionTableProps } from './ConsumptionTable';
