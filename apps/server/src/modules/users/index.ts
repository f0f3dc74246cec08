// The users module: what the rest of the server may use of it.
export { requireAdmin } from './accounts';
export { userHandlers } from './handlers';
export { writeAudit } from './audit.queries';
