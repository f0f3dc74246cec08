import { MAP_DEFAULT_VIEW } from '@socios/domain';
import { lazy, type ReactNode } from 'react';
import { MapFrame } from './MapFrame';
import type { MapPoint, MapPointKind, MapView } from './types';

const LeafletPointsMap = lazy(() => import('./LeafletPointsMap'));

/** The legend's names of the two kinds of point (001 §2.15). */
export const DEFAULT_KIND_LABELS: Readonly<Record<MapPointKind, string>> = { member: 'Socio', pointOfSale: 'Punto de venta' };

export interface PointsMapProps {
  /** The places to show; near ones merge into numbered clusters that split as the map zooms in. */
  points: readonly MapPoint[];
  /** Accessible name of the map's region (e.g. 'Mapa de socios'). */
  label: string;
  /** The first view; 001 §9's default (40.417229, −3.702814, zoom 9) when left out. */
  view?: MapView;
  /** Tile URL template drawn over the country outlines; outlines alone when empty (no tile server). */
  tileUrl?: string | null;
  /** Credit the tile provider asks for, shown in the corner. */
  tileAttribution?: string;
  /** Height in px (three quarters of it on phones); 480 by default. */
  height?: number;
  /** Legend names of the two kinds (Socio, Punto de venta by default). */
  kindLabels?: Readonly<Record<MapPointKind, string>>;
  /** Text of the button that shows every point at once; 'Ver todos' by default. */
  fitAllLabel?: string;
  /** Content of a point's popup; its title in bold when left out. */
  renderPopup?: (point: MapPoint) => ReactNode;
  /** A point to show: when it changes, the map zooms in on it and opens its popup. */
  selectedId?: string | null;
}

/**
 * A map of members and points of sale (001 §2.15): clustered markers of two kinds with a legend, a popup
 * per point, 'Ver todos' to fit every point, country outlines from an npm package as the base layer (so the map is
 * drawn without any tile server) and tiles over them when a URL is given. Leaflet, the clustering and the outlines
 * load on first render only, so a page that imports the design system without showing a map does not carry them.
 * The region reports the outlines' state in `data-outlines` (loading, ready, failed).
 */
export function PointsMap({
  points,
  label,
  view = MAP_DEFAULT_VIEW,
  tileUrl,
  tileAttribution,
  height = 480,
  kindLabels = DEFAULT_KIND_LABELS,
  fitAllLabel = 'Ver todos',
  renderPopup,
  selectedId = null,
}: PointsMapProps) {
  return (
    <MapFrame label={label} height={height} tileUrl={tileUrl} tileAttribution={tileAttribution}>
      {(layers) => (
        <LeafletPointsMap
          {...layers}
          points={points}
          view={view}
          kindLabels={kindLabels}
          fitAllLabel={fitAllLabel}
          renderPopup={renderPopup}
          selectedId={selectedId}
        />
      )}
    </MapFrame>
  );
}
