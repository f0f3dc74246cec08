export { RecordCard, type RecordCardProps } from './RecordCard';
