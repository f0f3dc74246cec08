// The users module: what the rest of the server may use of it.
export { userHandlers } from './handlers';
