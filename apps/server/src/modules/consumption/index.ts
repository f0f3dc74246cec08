// The consumption module: what the rest of the server may use of it.
export { consumptionHandlers } from './handlers';
