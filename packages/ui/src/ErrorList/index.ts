export { ErrorList, type ErrorListProps } from './ErrorList';
