// The search module: what the rest of the server may use of it.
export { searchHandlers } from './handlers';
// The tariff-reference search's SQL, for the test that reads its plan.
export { TARIFF_SEARCH_SQL } from './queries';
