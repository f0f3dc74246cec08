/** The two kinds of place the directory's map shows (001 §2.15): a member company and one of its points of sale. */
export type MapPointKind = 'member' | 'pointOfSale';

/** A place on a map. */
export interface MapPoint {
  /** Unique among the points of one map (e.g. 'socio-12', 'pv-40'). */
  id: string;
  /** Member or point of sale: each kind has its own marker colour and legend entry. */
  kind: MapPointKind;
  /** Latitude in degrees (WGS 84). */
  lat: number;
  /** Longitude in degrees (WGS 84). */
  lng: number;
  /** Name of the place: the marker's accessible name and tooltip. */
  title: string;
}

/** A position, in degrees. */
export interface LatLng {
  /** Latitude, −90 to 90. */
  lat: number;
  /** Longitude, −180 to 180. */
  lng: number;
}

/** Where a map looks: its centre and zoom level. */
export interface MapView extends LatLng {
  /** Zoom level (1 the whole world, 19 a street). */
  zoom: number;
}

/** The optional tile layer drawn over the country outlines. */
export interface MapTiles {
  /** Leaflet URL template, e.g. 'https://tiles.example.com/{z}/{x}/{y}.png'. */
  url: string;
  /** Credit the tile provider asks for (HTML allowed by Leaflet's attribution control). */
  attribution?: string;
}

/** How far a map's country outlines have come: the map's region reports it in `data-outlines`. */
export type OutlinesState = 'loading' | 'ready' | 'failed';
