// The pin picker itself (Leaflet): loaded by MapPicker on first render.
import { useEffect, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { Button } from '../Button';
import { type BaseMap, createBaseMap, L } from './leafletBase';
import { StyledMapAction } from './mapStyles';
import type { LatLng, MapTiles, MapView } from './types';

/** Props of the lazily loaded picker (see MapPicker for their meaning). */
export interface LeafletMapPickerProps {
  value: LatLng | null;
  onChange: (position: LatLng) => void;
  view: MapView;
  tiles: MapTiles | null;
  pinLabel: string;
  centreLabel: string;
  disabled: boolean;
  onOutlines: (state: 'ready' | 'failed') => void;
}

/** The pin's size in px, and how far an arrow key moves it (px at the current zoom). */
const PIN_SIZE = 26;
const KEY_STEP = 10;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -KEY_STEP],
  ArrowDown: [0, KEY_STEP],
  ArrowLeft: [-KEY_STEP, 0],
  ArrowRight: [KEY_STEP, 0],
};

/** Six decimals: about 10 cm, more than a street address needs. */
const rounded = ({ lat, lng }: LatLng): LatLng => ({ lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(L.Util.wrapNum(lng, [-180, 180], true) * 1e6) / 1e6 });

const StyledCanvas = styled.div`
  position: absolute;
  inset: 0;
`;

/** The map with one draggable pin: a click on the map, a drag or the arrow keys on the pin move it. */
export default function LeafletMapPicker({ value, onChange, view, tiles, pinLabel, centreLabel, disabled, onOutlines }: LeafletMapPickerProps) {
  const theme = useTheme();
  const canvas = useRef<HTMLDivElement>(null);
  const base = useRef<BaseMap | null>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  const disabledRef = useRef(disabled);
  disabledRef.current = disabled;
  const colours = { land: theme.color.surface, border: theme.color.borderStrong };
  const coloursRef = useRef(colours);
  coloursRef.current = colours;
  const outlinesRef = useRef(onOutlines);
  outlinesRef.current = onOutlines;
  const first = useRef(value);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first view and the tiles are read once, when the map is made.
  useEffect(() => {
    if (!canvas.current) return;
    // On a position: close up to its streets when tiles show them; with the outlines alone, at the view's zoom, where
    // coasts and borders still tell where the pin is.
    const start = first.current ? { ...first.current, zoom: tiles ? Math.max(view.zoom, 14) : view.zoom } : view;
    const made = createBaseMap(canvas.current, { view: start, tiles, colours: coloursRef.current, onOutlines: (s) => outlinesRef.current(s) });
    made.map.on('click', (e: L.LeafletMouseEvent) => {
      if (!disabledRef.current) changeRef.current(rounded(e.latlng));
    });
    base.current = made;
    setMap(made.map);
    return () => {
      base.current = null;
      setMap(null);
      made.dispose();
    };
  }, []);

  useEffect(() => {
    base.current?.setColours({ land: theme.color.surface, border: theme.color.borderStrong });
  }, [theme.color.surface, theme.color.borderStrong]);

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

  useEffect(() => {
    const marker = pin.current;
    if (!marker?.dragging) return;
    if (disabled) marker.dragging.disable();
    else marker.dragging.enable();
  }, [disabled]);

  return (
    <>
      <StyledCanvas ref={canvas} />
      <StyledMapAction>
        <Button size="sm" variant="secondary" disabled={disabled || !map} onClick={() => map && changeRef.current(rounded(map.getCenter()))}>
          {centreLabel}
        </Button>
      </StyledMapAction>
    </>
  );
}
