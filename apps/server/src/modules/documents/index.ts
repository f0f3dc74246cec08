// The documents module: what the rest of the server may use of it.
export { documentHandlers } from './handlers';
