export { UpdateDates, type UpdateDatesProps } from './UpdateDates';
