// The login module: what the rest of the server may use of it.
export { loginHandlers } from './handlers';
export { USER_COLUMNS } from './queries';
