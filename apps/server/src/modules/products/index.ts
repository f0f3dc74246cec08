// The products module: what the rest of the server may use of it.
export { productHandlers } from './handlers';
