// The contacts module: what the rest of the server may use of it.
export { contactHandlers } from './handlers';
export { importContacts } from './import';
