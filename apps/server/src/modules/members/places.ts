// The towns the point-of-sale map's search box finds: the offline base map's places (GeoNames, CC BY 4.0, clipped to
// Spain and Portugal by @socios/basemap), read on the first search and kept: the list is part of the build and never
// changes while the server runs, so every instance holds the same copy.
import { type IndexedPlace, indexPlaces, type Place } from '@socios/domain';

type PlaceRow = [name: string, lat: number, lng: number, country: string, region: string];

let loading: Promise<IndexedPlace[]> | null = null;

/** Every place of the base map, indexed for the search (about 8,000). */
export function basemapPlaces(): Promise<IndexedPlace[]> {
  loading ??= import('@socios/basemap/places.json', { with: { type: 'json' } }).then(({ default: data }) =>
    indexPlaces((data.rows as PlaceRow[]).map(([name, lat, lng, country, region]): Place => ({ name, lat, lng, country, region }))),
  );
  return loading;
}
