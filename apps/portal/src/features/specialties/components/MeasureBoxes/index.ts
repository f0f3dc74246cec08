export { MeasureBoxes, type MeasureBoxesProps } from './MeasureBoxes';
