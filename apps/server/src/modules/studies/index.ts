// The market-studies module: what the rest of the server may use of it.
export { studyHandlers } from './handlers';
