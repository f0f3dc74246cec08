import type { MapTiles } from '@socios/ui';

/**
 * Tiles of the profile's maps: the tile URL template the portal was built with (`MAP_TILE_URL`, see vite.config.ts)
 * and its credit; null on machines without a tile server, where the maps draw the country outlines alone.
 */
export const MAP_TILES: MapTiles | null = import.meta.env.MAP_TILE_URL
  ? { url: import.meta.env.MAP_TILE_URL, attribution: import.meta.env.MAP_TILE_ATTRIBUTION || undefined }
  : null;
