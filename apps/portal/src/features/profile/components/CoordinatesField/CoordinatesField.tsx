import { FieldGrid, Fieldset, MapPicker, type MapTiles, type MapView, Stack, TextField } from '@socios/ui';
import { useState } from 'react';
import { coordinateText, parseCoordinate } from '../formParts';
import { PlaceSearch } from './PlaceSearch';

/** Zoom a town found by name is shown at: the town and its neighbours, named, with their municipal limits. */
const FOUND_ZOOM = 12;

/** Latitude and longitude as typed (decimal comma or point); '' when not set. */
export interface CoordinatesText {
  lat: string;
  lng: string;
}

export interface CoordinatesFieldProps {
  /** The coordinates as typed. */
  value: CoordinatesText;
  /** Called with the coordinates typed or picked on the map. */
  onChange: (value: CoordinatesText) => void;
  /** Accessible name of the map (e.g. 'Ubicación del punto de venta en el mapa'). */
  mapLabel: string;
  /** Tiles drawn over the country outlines (MAP_TILE_URL and its credit); the outlines alone when null. */
  tiles?: MapTiles | null;
  /** Wrong values, by field. */
  errors?: { lat?: string; lng?: string };
  /** Refuse changes (while saving). */
  disabled?: boolean;
}

/** The typed pair as a map position, when both are valid numbers in range. */
function positionOf(value: CoordinatesText): { lat: number; lng: number } | null {
  const lat = parseCoordinate(value.lat);
  const lng = parseCoordinate(value.lng);
  if (lat === null || lat === undefined || lng === null || lng === undefined) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/**
 * Where a member or point of sale is (SOC_/SOCPV_LATITUD and LONGITUD): a town typed and chosen (the map goes there and
 * the pin with it), the two numbers, typed, and a map to put the pin on with a click, by dragging it or with the centre
 * button (the ui's MapPicker). Both stay in step: a typed pair
 * moves the pin, a pin moved rewrites the pair.
 */
export function CoordinatesField({ value, onChange, mapLabel, tiles = null, errors = {}, disabled = false }: CoordinatesFieldProps) {
  const [focus, setFocus] = useState<MapView | null>(null);
  return (
    <Fieldset legend="Ubicación en el mapa">
      <Stack gap={3}>
        <PlaceSearch
          disabled={disabled}
          onPick={(place) => {
            onChange({ lat: coordinateText(place.lat), lng: coordinateText(place.lng) });
            setFocus({ ...place, zoom: FOUND_ZOOM });
          }}
        />
        <FieldGrid>
          <TextField
            label="Latitud"
            inputMode="decimal"
            placeholder="40,416775"
            value={value.lat}
            onChange={(e) => onChange({ ...value, lat: e.target.value })}
            error={errors.lat}
            disabled={disabled}
            fullWidth
          />
          <TextField
            label="Longitud"
            inputMode="decimal"
            placeholder="-3,703790"
            value={value.lng}
            onChange={(e) => onChange({ ...value, lng: e.target.value })}
            error={errors.lng}
            disabled={disabled}
            fullWidth
          />
        </FieldGrid>
        <MapPicker
          label={mapLabel}
          value={positionOf(value)}
          onChange={(p) => onChange({ lat: coordinateText(p.lat), lng: coordinateText(p.lng) })}
          tileUrl={tiles?.url ?? null}
          tileAttribution={tiles?.attribution}
          disabled={disabled}
          focus={focus}
        />
      </Stack>
    </Fieldset>
  );
}
