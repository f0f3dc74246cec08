// Build-time settings of the directory map (vite.config.ts `define`): the tile URL template and its credit, empty
// when the portal is built without them.
interface ImportMetaEnv {
  readonly MAP_TILE_URL: string;
  readonly MAP_TILE_ATTRIBUTION: string;
}
