import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { Spinner } from '../Spinner';
import { OUTLINES_FAILED, StyledMapBox, StyledMapFailure } from './mapStyles';
import type { MapTiles, OutlinesState } from './types';

/** What the frame hands the lazily loaded map inside it. */
export interface MapLayers {
  /** The tile layer to draw over the outlines, or null (outlines alone); the same object while the URL stays. */
  tiles: MapTiles | null;
  /** To be told when the outlines are drawn, or could not be fetched. */
  onOutlines: (state: Exclude<OutlinesState, 'loading'>) => void;
}

export interface MapFrameProps {
  /** Accessible name of the map's region. */
  label: string;
  /** Id of the text that describes the region, if any. */
  describedBy?: string;
  /** Height in px (three quarters of it on phones). */
  height: number;
  /** Tile URL template drawn over the country outlines; outlines alone when empty. */
  tileUrl?: string | null | undefined;
  /** Credit the tile provider asks for. */
  tileAttribution?: string | undefined;
  /** The map itself (a lazy Leaflet component), given its layers. */
  children: (layers: MapLayers) => ReactNode;
}

/**
 * The box every map of the design system lives in (PointsMap, MapPicker): a named region that reports the outlines'
 * state in `data-outlines`, a spinner while Leaflet loads, and a warning when the outlines could not be fetched.
 */
export function MapFrame({ label, describedBy, height, tileUrl, tileAttribution, children }: MapFrameProps) {
  const [outlines, setOutlines] = useState<OutlinesState>('loading');
  const tiles = useMemo(() => (tileUrl ? { url: tileUrl, attribution: tileAttribution } : null), [tileUrl, tileAttribution]);
  return (
    <StyledMapBox role="region" aria-label={label} aria-describedby={describedBy} $height={height} data-outlines={outlines}>
      <Suspense fallback={<Spinner centered label="Cargando el mapa" />}>{children({ tiles, onOutlines: setOutlines })}</Suspense>
      {outlines === 'failed' ? <StyledMapFailure role="status">{OUTLINES_FAILED}</StyledMapFailure> : null}
    </StyledMapBox>
  );
}
