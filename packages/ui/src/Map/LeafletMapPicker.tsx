// The pin picker itself (Leaflet): loaded by MapPicker on first render.
import { useEffect, useRef } from 'react';
import { Button } from '../Button';
import { L } from './leafletBase';
import type { MapLayers } from './MapFrame';
import { StyledMapAction, StyledMapCanvas } from './mapStyles';
import type { LatLng, MapView } from './types';
import { useBaseMap } from './useBaseMap';

/** Props of the lazily loaded picker (see MapPicker for their meaning). */
export interface LeafletMapPickerProps extends MapLayers {
  value: LatLng | null;
  onChange: (position: LatLng) => void;
  view: MapView;
  pinLabel: string;
  centreLabel: string;
  disabled: boolean;
  focus: MapView | null;
}

/** The pin's size in px, and how far an arrow key moves it (px at the current zoom). */
const PIN_SIZE = 26;
const KEY_STEP = 10;
/** Zoom a pin is shown at without tiles: its town and the neighbouring ones, named. */
const PIN_ZOOM = 12;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -KEY_STEP],
  ArrowDown: [0, KEY_STEP],
  ArrowLeft: [-KEY_STEP, 0],
  ArrowRight: [KEY_STEP, 0],
};

/** Six decimals: about 10 cm, more than a street address needs. */
const rounded = ({ lat, lng }: LatLng): LatLng => ({ lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(L.Util.wrapNum(lng, [-180, 180], true) * 1e6) / 1e6 });

/** The map with one draggable pin: a click on the map, a drag or the arrow keys on the pin move it. */
export default function LeafletMapPicker({ value, onChange, view, tiles, pinLabel, centreLabel, disabled, focus, onOutlines }: LeafletMapPickerProps) {
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  const disabledRef = useRef(disabled);
  disabledRef.current = disabled;
  // On a position: close up to its town (the base map names the towns and draws the municipal limits there; tiles, when
  // set, its streets). Only the first render's start counts (the map is made once).
  const start = value ? { ...value, zoom: Math.max(view.zoom, tiles ? 14 : PIN_ZOOM) } : view;
  const { canvas, map } = useBaseMap({ view: start, tiles, onOutlines }, (made) =>
    made.on('click', (e: L.LeafletMouseEvent) => {
      if (!disabledRef.current) changeRef.current(rounded(e.latlng));
    }),
  );

  // The pin follows `value` (a click, a drag, or coordinates typed in the form beside the map). The numbers, not the
  // object, are the dependencies: a form that makes a new object on every render does not move the map.
  const pin = useRef<L.Marker | null>(null);
  const lat = value?.lat ?? null;
  const lng = value?.lng ?? null;
  useEffect(() => {
    if (!map) return;
    if (lat === null || lng === null) {
      pin.current?.remove();
      pin.current = null;
      return;
    }
    if (!pin.current) {
      const icon = L.divIcon({ className: 'socios-marker socios-marker--pin', iconSize: [PIN_SIZE, PIN_SIZE], html: '' });
      const marker = L.marker([lat, lng], { icon, title: pinLabel, draggable: !disabledRef.current, autoPan: true }).addTo(map);
      marker.on('dragend', () => changeRef.current(rounded(marker.getLatLng())));
      marker.getElement()?.addEventListener('keydown', (e) => {
        const step = ARROWS[e.key];
        if (!step || disabledRef.current) return;
        e.preventDefault();
        e.stopPropagation();
        const moved = map.unproject(map.project(marker.getLatLng()).add(step));
        marker.setLatLng(moved);
        changeRef.current(rounded(moved));
      });
      pin.current = marker;
    } else {
      pin.current.setLatLng([lat, lng]);
    }
    if (!map.getBounds().contains([lat, lng])) map.panTo([lat, lng]);
  }, [map, lat, lng, pinLabel]);

  // A place chosen by name (the town search): the map goes there, close enough to see its streets' town.
  useEffect(() => {
    if (map && focus) map.setView([focus.lat, focus.lng], focus.zoom);
  }, [map, focus]);

  useEffect(() => {
    const marker = pin.current;
    if (!marker?.dragging) return;
    if (disabled) marker.dragging.disable();
    else marker.dragging.enable();
  }, [disabled]);

  return (
    <>
      <StyledMapCanvas ref={canvas} />
      <StyledMapAction>
        <Button size="sm" variant="secondary" disabled={disabled || !map} onClick={() => map && changeRef.current(rounded(map.getCenter()))}>
          {centreLabel}
        </Button>
      </StyledMapAction>
    </>
  );
}
