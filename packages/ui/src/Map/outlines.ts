/// <reference path="./assets.d.ts" />
// The country outlines every map draws under its markers: Natural Earth's 1:50m countries from the
// `world-atlas` package, fetched as a static file (Vite copies it beside the build; `?url` gives its address) so the
// ~740 KB of TopoJSON (~130 KB compressed) never enters a JavaScript bundle and loads only when a map is shown. With
// no tile server (as on the machines the portal is tested on) these outlines are the map: Spain and Portugal are
// always drawn, never a grey box.
import countriesUrl from 'world-atlas/countries-50m.json?url';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** What a country feature carries: its ISO 3166-1 numeric code as the feature id and its English name. */
export interface CountryProperties {
  name: string;
}

/** The countries as GeoJSON, each feature's id its ISO 3166-1 numeric code ('724' Spain, '620' Portugal). */
export type CountryOutlines = FeatureCollection<Geometry, CountryProperties>;

type CountriesTopology = Topology<{ countries: GeometryCollection<CountryProperties> }>;

let loading: Promise<CountryOutlines> | null = null;

/**
 * The world's country outlines, fetched once per page and shared by every map on it. A failed fetch is not kept, so
 * the next map tries again.
 */
export function loadCountryOutlines(): Promise<CountryOutlines> {
  loading ??= fetch(countriesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`Country outlines: HTTP ${response.status}`);
      return response.json() as Promise<CountriesTopology>;
    })
    .then((topology) => feature(topology, topology.objects.countries) as CountryOutlines)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
