// The suppliers module: what the rest of the server may use of it.
export { supplierHandlers } from './handlers';
