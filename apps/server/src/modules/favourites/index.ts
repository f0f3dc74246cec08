// The favourites module: what the rest of the server may use of it.
export { favouriteHandlers } from './handlers';
export { FAVOURITE_DOCUMENTS_SQL, FAVOURITE_NEWS_SQL, FAVOURITE_SUPPLIERS_SQL } from './queries';
