// The parts module: what the rest of the server may use of it.
export { catalogueOf, partsHandlers, plateHandlers } from './handlers';
export { purgeTecdocCache } from './tecdoc.queries';
