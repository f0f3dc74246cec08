import type { MapTiles } from '@socios/ui';
import { useApiQuery } from './query/apiQuery';

/**
 * The maps' tile server as the server is configured (`MAP_TILE_URL`, read at run time by Socios/GetMapa): its URL
 * template and credit, null when there is none and the maps draw the country outlines alone, undefined while it is
 * being asked (a map reads its tiles once, when it is made, so it waits for the answer).
 */
export function useMapTiles(): MapTiles | null | undefined {
  const { data, isError } = useApiQuery('Socios', 'GetMapa', undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    errors: 'handled',
    select: ({ valorRetorno }) =>
      valorRetorno.tileUrl ? { url: valorRetorno.tileUrl, ...(valorRetorno.atribucion ? { attribution: valorRetorno.atribucion } : {}) } : null,
  });
  // Without an answer the outlines still draw: the map is never held back by a failed call.
  return isError ? null : data;
}
