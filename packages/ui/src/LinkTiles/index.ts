export { LinkTiles, type LinkTilesProps, type LinkTilesVariant } from './LinkTiles';
