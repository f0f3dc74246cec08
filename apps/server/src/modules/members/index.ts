// The members module: what the rest of the server may use of it.
export { memberHandlers } from './handlers';
