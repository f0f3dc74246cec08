export { MonthRangePicker, type MonthRangePickerProps, monthRangeText } from './MonthRangePicker';
