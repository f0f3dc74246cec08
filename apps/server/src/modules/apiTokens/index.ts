// The personal API tokens module: what the rest of the server may use of it.
export { apiTokenHandlers } from './handlers';
export { auditTokenLine } from './queries';
