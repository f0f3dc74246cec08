export { ConsumptionChart, type ConsumptionChartProps, type ConsumptionMonth, type ConsumptionTotal } from './ConsumptionChart';
