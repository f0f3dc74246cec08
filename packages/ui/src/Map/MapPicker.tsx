import { MAP_DEFAULT_VIEW } from '@socios/domain';
import { lazy, useId } from 'react';
import styled from 'styled-components';
import { Text } from '../Text';
import { MapFrame } from './MapFrame';
import type { LatLng, MapView } from './types';

const LeafletMapPicker = lazy(() => import('./LeafletMapPicker'));

export interface MapPickerProps {
  /** The position chosen (controlled), or null when there is none yet. */
  value: LatLng | null;
  /** Called with the new position (six decimals) after a click on the map, a drag, an arrow key or the centre button. */
  onChange: (position: LatLng) => void;
  /** Accessible name of the map's region (e.g. 'Ubicación del punto de venta en el mapa'). */
  label: string;
  /** The first view without a value; 001 §9's default when left out. With a value the map opens on it. */
  view?: MapView;
  /** Tile URL template drawn over the country outlines; outlines alone when empty. */
  tileUrl?: string | null;
  /** Credit the tile provider asks for. */
  tileAttribution?: string;
  /** Height in px (three quarters of it on phones); 320 by default. */
  height?: number;
  /** Accessible name of the pin; 'Ubicación' by default. */
  pinLabel?: string;
  /** Text of the button that puts the pin in the map's centre; 'Marcar el centro del mapa' by default. */
  centreLabel?: string;
  /** No change possible (the pin stays where it is). */
  disabled?: boolean;
  /** A place to show: whenever a new object is given, the map moves there (e.g. a town found by name). */
  focus?: MapView | null;
}

const StyledRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

/** Spanish decimal comma, six decimals. */
const degrees = (n: number) => n.toFixed(6).replace('.', ',');

/**
 * Chooses a latitude and longitude on a map (the point-of-sale form): a click on the map puts the pin
 * there, the pin can be dragged or moved with the arrow keys once focused, and a button puts it in the map's centre.
 * The position chosen is written under the map. Same base layers as PointsMap (outlines, optional tiles), loaded
 * on first render only.
 */
export function MapPicker({
  value,
  onChange,
  label,
  view = MAP_DEFAULT_VIEW,
  tileUrl,
  tileAttribution,
  height = 320,
  pinLabel = 'Ubicación',
  centreLabel = 'Marcar el centro del mapa',
  disabled = false,
  focus = null,
}: MapPickerProps) {
  const hintId = useId();
  return (
    <StyledRoot>
      <MapFrame label={label} describedBy={hintId} height={height} tileUrl={tileUrl} tileAttribution={tileAttribution}>
        {(layers) => (
          <LeafletMapPicker
            {...layers}
            value={value}
            onChange={onChange}
            view={view}
            pinLabel={pinLabel}
            centreLabel={centreLabel}
            disabled={disabled}
            focus={focus}
          />
        )}
      </MapFrame>
      <Text id={hintId} size="sm" tone="muted" aria-live="polite">
        {value ? `Latitud ${degrees(value.lat)}, longitud ${degrees(value.lng)}.` : 'Sin ubicación: pulse en el mapa o use el botón para situar el punto.'}
      </Text>
    </StyledRoot>
  );
}
