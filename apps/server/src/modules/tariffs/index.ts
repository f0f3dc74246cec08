// The tariffs module: what the rest of the server may use of it.
export { tariffHandlers } from './handlers';
export { type PositionInput, type PositionKey, POSITION_KEYS, refreshTariffPositions, repairTariffPositions, tariffPositions } from './positions';
export { NET_POSITION_COLUMNS, netPositionsOf, refreshNetPositions } from './netPositions.queries';
export { priceLists, sellsBrand } from './queries';
