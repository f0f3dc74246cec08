// The parts module: what the rest of the server may use of it.
export { partsHandlers, plateHandlers } from './handlers';
