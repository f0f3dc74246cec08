// The sharing module: what the rest of the server may use of it.
export { sharingHandlers } from './handlers';
