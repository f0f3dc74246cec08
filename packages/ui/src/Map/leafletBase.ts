/// <reference path="./leaflet.d.ts" />
// What every map of the portal shares (loaded with Leaflet, only where a map is shown): the country outlines as the
// base layer, the optional tile layer over them, Spanish zoom buttons and a size that follows its box.
import * as L from 'leaflet/dist/leaflet-src.esm.js';
import 'leaflet/dist/leaflet.css';
import { BASEMAP_ATTRIBUTION } from './basemap';
import { addBasemap } from './basemapLayers';
import { type CountryOutlines, loadCountryOutlines } from './outlines';
import type { MapTiles, MapView } from './types';

/** Colours of the outlines (from the theme, so they follow light and dark). */
export interface OutlineColours {
  /** Fill of the land. */
  land: string;
  /** Country borders, coasts and province limits. */
  border: string;
  /** Municipal limits (fainter). */
  line: string;
}

/** How a base map is made. */
export interface BaseMapOptions {
  /** Where it looks first. */
  view: MapView;
  /** Tiles drawn over the outlines, or null for the outlines alone. */
  tiles: MapTiles | null;
  /** Outline colours. */
  colours: OutlineColours;
  /** Told when the outlines are drawn, or could not be fetched. */
  onOutlines: (state: 'ready' | 'failed') => void;
}

/** A base map and the handles its owner needs. */
export interface BaseMap {
  map: L.Map;
  /** Recolours the outlines (theme change). */
  setColours: (colours: OutlineColours) => void;
  /** Removes the map and stops following its box. */
  dispose: () => void;
}

/** Zoom levels a map allows: the whole of Europe to a street. */
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;

const outlineStyle = (colours: OutlineColours, feature?: { id?: string | number }): L.PathOptions => ({
  color: colours.border,
  weight: 1,
  fillColor: colours.land,
  fillOpacity: 1,
  // A class per country (ISO numeric code) lets tests find Spain ('724') and Portugal ('620').
  className: `socios-country socios-country-${feature?.id ?? 'x'}`,
});

/**
 * Makes a Leaflet map in `element`: outlines in their own pane under the tiles (so a tile that fails to load shows
 * the outline beneath it, never grey), the tiles when a URL is given, zoom buttons named in Spanish, and a size kept
 * in step with the element (a map that starts in a hidden tab or a resized page is not cut).
 */
export function createBaseMap(element: HTMLElement, { view, tiles, colours, onOutlines }: BaseMapOptions): BaseMap {
  const map = L.map(element, {
    center: [view.lat, view.lng],
    zoom: view.zoom,
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
    zoomControl: false,
    attributionControl: true,
  });
  L.control.zoom({ zoomInTitle: 'Acercar', zoomOutTitle: 'Alejar' }).addTo(map);
  map.attributionControl.setPrefix(false);
  map.attributionControl.addAttribution(BASEMAP_ATTRIBUTION);
  const pane = map.createPane('outlines');
  pane.style.zIndex = '150';
  const renderer = L.svg({ pane: 'outlines', padding: 0.5 });
  let layer: L.GeoJSON | null = null;
  let current = colours;
  let disposed = false;
  loadCountryOutlines().then(
    (outlines: CountryOutlines) => {
      if (disposed) return;
      // The renderer goes to every country's path (GeoJSON hands its options to the layers it makes; its type omits it).
      const options: L.GeoJSONOptions & { renderer: L.Renderer } = {
        pane: 'outlines',
        renderer,
        interactive: false,
        style: (f) => outlineStyle(current, f),
      };
      layer = L.geoJSON(outlines, options).addTo(map);
      onOutlines('ready');
    },
    () => {
      if (!disposed) onOutlines('failed');
    },
  );
  // The offline base map (provinces, and municipal limits and town names at town zoom) under any tiles.
  const basemap = addBasemap(map, colours, () => onOutlines('failed'));
  if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: MAX_ZOOM }).addTo(map);
  const observer = new ResizeObserver(() => map.invalidateSize());
  observer.observe(element);
  return {
    map,
    setColours(next) {
      current = next;
      layer?.setStyle((f) => outlineStyle(next, f));
      basemap.setColours(next);
    },
    dispose() {
      disposed = true;
      basemap.dispose();
      observer.disconnect();
      map.remove();
    },
  };
}

export { L };
