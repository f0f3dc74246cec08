// The stock module: what the rest of the server may use of it.
export { stockBreakdownHandlers, stockHandlers } from './handlers';
export { importStock } from './import';
export { placeOrder } from './orders';
