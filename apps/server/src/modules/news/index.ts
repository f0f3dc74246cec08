// The news module: what the rest of the server may use of it.
export { newsHandlers } from './handlers';
export { findNews, visibleNewsCondition } from './queries';
