export { StockSummary, type StockSummaryProps } from './StockSummary';
