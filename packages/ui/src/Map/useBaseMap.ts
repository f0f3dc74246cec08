// The Leaflet side of every map (loaded with Leaflet, only by the lazy map components): the base map made once per
// mounted canvas, its outlines recoloured with the theme.
import { useEffect, useRef, useState } from 'react';
import { useTheme } from 'styled-components';
import type { MapLayers } from './MapFrame';
import { type BaseMap, createBaseMap, type L } from './leafletBase';
import type { MapView } from './types';

/** How the base map is made: its first view, and the layers its frame gives. */
export interface UseBaseMapOptions extends MapLayers {
  /** Where the map looks first; read once, when the map is made (a new view does not move it). */
  view: MapView;
}

/**
 * Makes the base map in the returned canvas ref once it is mounted, and removes it on unmount. The view and the tiles
 * are read once; `onMade` (also read once) may add handlers to the new map. `map` is null until the map exists.
 */
export function useBaseMap({ view, tiles, onOutlines }: UseBaseMapOptions, onMade?: (map: L.Map) => void) {
  const theme = useTheme();
  const canvas = useRef<HTMLDivElement>(null);
  const base = useRef<BaseMap | null>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const colours = { land: theme.color.surface, border: theme.color.borderStrong, line: theme.color.border };
  const coloursRef = useRef(colours);
  coloursRef.current = colours;
  const outlinesRef = useRef(onOutlines);
  outlinesRef.current = onOutlines;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first view, the tiles and onMade are read once, when the map is made.
  useEffect(() => {
    if (!canvas.current) return;
    const made = createBaseMap(canvas.current, { view, tiles, colours: coloursRef.current, onOutlines: (state) => outlinesRef.current(state) });
    onMade?.(made.map);
    base.current = made;
    setMap(made.map);
    return () => {
      base.current = null;
      setMap(null);
      made.dispose();
    };
  }, []);

  useEffect(() => {
    base.current?.setColours({ land: theme.color.surface, border: theme.color.borderStrong, line: theme.color.border });
  }, [theme.color.surface, theme.color.borderStrong, theme.color.border]);

  return { canvas, map };
}
