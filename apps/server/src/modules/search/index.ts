// The search module: what the rest of the server may use of it.
export { searchHandlers } from './handlers';
