// Draws the offline base map (basemap.ts) on a Leaflet map: province limits always, municipal limits and town names
// from TOWN_ZOOM, province names below it. Names are plain HTML labels in their own pane under the markers, thinned
// so that two never overlap, and recoloured by the theme through CSS (mapStyles).
import * as L from 'leaflet/dist/leaflet-src.esm.js';
import { type Areas, loadMunicipalities, loadPlaces, loadProvinces, type PlaceRow, TOWN_ZOOM } from './basemap';

/** Line colours of the base map (from the theme). */
export interface BasemapColours {
  /** Province limits and the coast. */
  border: string;
  /** Municipal limits. */
  line: string;
}

/** The base map's layers on one map. */
export interface BasemapLayers {
  setColours: (colours: BasemapColours) => void;
  dispose: () => void;
}

/** Zoom from which province names are shown (below it the whole of Iberia is in view and they crowd). */
const PROVINCE_LABEL_ZOOM = 6;
/** A label's box for thinning, in px: names closer than this are dropped, the first kept (wider below town zoom). */
const labelCell = (zoom: number) => (zoom >= 11 ? { x: 130, y: 26 } : { x: 180, y: 40 });
/** Most names drawn at once (a wide screen at town zoom shows ~60). */
const MAX_LABELS = 250;

const provinceStyle = (c: BasemapColours): L.PathOptions => ({ color: c.border, weight: 1.2, dashArray: '6 4', fill: false, className: 'socios-province' });
const municipalityStyle = (c: BasemapColours): L.PathOptions => ({ color: c.line, weight: 0.8, fill: false });

const label = (name: string, kind: 'town' | 'province') =>
  L.divIcon({ className: `socios-map-label socios-map-label--${kind}`, html: `<span>${escapeHtml(name)}</span>`, iconSize: [0, 0] });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The centre of an area's box: where its name goes. */
function centreOf(feature: Areas['features'][number]): L.LatLng {
  return L.geoJSON(feature).getBounds().getCenter();
}

/** Adds the base map to `map`; `onFailed` is told when a file could not be fetched. */
export function addBasemap(map: L.Map, colours: BasemapColours, onFailed: () => void): BasemapLayers {
  const areasPane = map.createPane('basemap');
  areasPane.style.zIndex = '160';
  areasPane.style.pointerEvents = 'none';
  const labelsPane = map.createPane('basemap-labels');
  labelsPane.style.zIndex = '450';
  labelsPane.style.pointerEvents = 'none';
  const svg = L.svg({ pane: 'basemap', padding: 0.5 });
  const canvas = L.canvas({ pane: 'basemap', padding: 0.5 });
  let current = colours;
  let disposed = false;
  let provinces: L.GeoJSON | null = null;
  let municipalities: L.GeoJSON | null = null;
  let provinceNames: [string, L.LatLng][] = [];
  let places: PlaceRow[] | null = null;
  const labels = L.layerGroup([], { pane: 'basemap-labels' }).addTo(map);

  const failed = () => {
    if (!disposed) onFailed();
  };

  function drawLabels() {
    labels.clearLayers();
    const zoom = map.getZoom();
    const bounds = map.getBounds().pad(0.1);
    const taken = new Set<string>();
    let drawn = 0;
    const cellSize = labelCell(zoom);
    const put = (name: string, at: L.LatLngExpression, kind: 'town' | 'province') => {
      if (drawn >= MAX_LABELS) return;
      const p = map.latLngToContainerPoint(at);
      const cell = `${Math.floor(p.x / cellSize.x)}:${Math.floor(p.y / cellSize.y)}`;
      if (taken.has(cell)) return;
      taken.add(cell);
      drawn += 1;
      L.marker(at, { icon: label(name, kind), interactive: false, keyboard: false, pane: 'basemap-labels' }).addTo(labels);
    };
    if (zoom >= TOWN_ZOOM && places) {
      for (const [name, lat, lng] of places) if (bounds.contains([lat, lng])) put(name, [lat, lng], 'town');
    } else if (zoom >= PROVINCE_LABEL_ZOOM) {
      for (const [name, at] of provinceNames) if (bounds.contains(at)) put(name, at, 'province');
    }
  }

  function atTownZoom() {
    if (disposed) return;
    const close = map.getZoom() >= TOWN_ZOOM;
    if (close && !municipalities) {
      loadMunicipalities().then((areas) => {
        if (disposed || municipalities || map.getZoom() < TOWN_ZOOM) return;
        municipalities = L.geoJSON(areas, {
          pane: 'basemap',
          interactive: false,
          style: () => municipalityStyle(current),
          renderer: canvas,
        } as L.GeoJSONOptions).addTo(map);
      }, failed);
    } else if (!close && municipalities) {
      municipalities.remove();
      municipalities = null;
    }
    if (close && !places) {
      loadPlaces().then((rows) => {
        if (disposed) return;
        places = rows;
        drawLabels();
      }, failed);
    }
    drawLabels();
  }

  loadProvinces().then((areas) => {
    if (disposed) return;
    provinces = L.geoJSON(areas, { pane: 'basemap', interactive: false, style: () => provinceStyle(current), renderer: svg } as L.GeoJSONOptions).addTo(map);
    provinceNames = areas.features.map((f) => [f.properties.name, centreOf(f)]);
    drawLabels();
  }, failed);
  map.on('zoomend', atTownZoom);
  map.on('moveend', drawLabels);
  atTownZoom();

  return {
    setColours(next) {
      current = next;
      provinces?.setStyle(() => provinceStyle(next));
      municipalities?.setStyle(() => municipalityStyle(next));
    },
    dispose() {
      disposed = true;
      map.off('zoomend', atTownZoom);
      map.off('moveend', drawLabels);
    },
  };
}
