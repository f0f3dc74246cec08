export { type SummaryCellFit, type SummaryColumn, type SummaryPhoneLayout, SummaryTable, type SummaryTableProps } from './SummaryTable';
