/// <reference path="./assets.d.ts" />
// The offline base map of Spain and Portugal (@socios/basemap, built from openly licensed npm data): provinces and the
// outer border (IGN, ~50 KB compressed) on every map; municipal boundaries (IGN, ~470 KB) and town names (GeoNames,
// ~130 KB) fetched only once a map is at town zoom. Each is a static file beside the build (Vite `?url`: a hashed,
// cacheable address), never in a JavaScript bundle. No npm package carries road data for these countries, so the map
// has none: towns and municipal limits are what tells a street corner apart.
import municipalitiesUrl from '@socios/basemap/municipalities.json?url';
import placesUrl from '@socios/basemap/places.json?url';
import provincesUrl from '@socios/basemap/provinces.json?url';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** Credit the base map's sources ask for (both CC BY 4.0), shown in the map's corner. */
export const BASEMAP_ATTRIBUTION = '© IGN España · GeoNames (CC BY 4.0) · Natural Earth';

/** The zoom from which municipal limits and town names are drawn (001 §9’s first view of a map; a town is 12–14). */
export const TOWN_ZOOM = 9;

/** A named area (province or municipality). */
export interface AreaProperties {
  name: string;
}

/** Areas as GeoJSON. */
export type Areas = FeatureCollection<Geometry, AreaProperties>;

/** A town name to draw: [name, lat, lng, country, region]. */
export type PlaceRow = [string, number, number, string, string];

const cache = new Map<string, Promise<unknown>>();

/** Fetches a file once per page; a failed fetch is forgotten, so the next map tries again. */
function fetchOnce<T>(url: string, read: (json: unknown) => T): Promise<T> {
  let loading = cache.get(url) as Promise<T> | undefined;
  if (!loading) {
    loading = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`Base map ${url}: HTTP ${response.status}`);
        return response.json();
      })
      .then(read)
      .catch((error: unknown) => {
        cache.delete(url);
        throw error;
      });
    cache.set(url, loading);
  }
  return loading;
}

const areas =
  (name: string) =>
  (json: unknown): Areas => {
    const topology = json as Topology<Record<string, GeometryCollection<AreaProperties>>>;
    const object = topology.objects[name];
    if (!object) throw new Error(`Base map: no ${name}`);
    return feature(topology, object) as Areas;
  };

/** The provinces of Spain with their names. */
export const loadProvinces = () => fetchOnce(provincesUrl, areas('provinces'));
/** The municipalities of Spain with their names. */
export const loadMunicipalities = () => fetchOnce(municipalitiesUrl, areas('municipalities'));
/** The named places of Spain and Portugal. */
export const loadPlaces = () => fetchOnce(placesUrl, (json) => (json as { rows: PlaceRow[] }).rows);
