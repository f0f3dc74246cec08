export { type SummaryCellFit, type SummaryColumn, SummaryTable, type SummaryTableProps } from './SummaryTable';
