export { UpdateChoices, type UpdateChoicesProps, UpdateDates, type UpdateDatesProps, type UpdateWindow } from './UpdateDates';
