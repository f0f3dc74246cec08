export { Tile, type TileProps } from './Tile';
export { Tiles, type TilesProps } from './Tiles';
