// Builds the offline base map's data files from two openly licensed npm packages, clipped to Spain and Portugal
// (with Baleares, Canarias, Madeira and the Azores):
//  - es-atlas: the Spanish National Geographic Institute's provinces and municipalities (CC BY 4.0, © IGN), as
//    TopoJSON. provinces.json keeps the provinces and the outer border (~18 KB compressed: every map loads it);
//    municipalities.json the 8,213 municipalities with their names (~490 KB compressed: loaded only at town zoom).
//  - cities.json: GeoNames places (CC BY 4.0) of Spain and Portugal as [name, lat, lng, country, province] rows,
//    for the town names drawn at town zoom and the server's place search.
// The output is committed (so a build needs neither package); `--check` fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'layers');
const check = process.argv.includes('--check');

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** The box that holds both countries and their islands (Azores to Menorca, Canarias to Galicia). */
const BOX = { west: -31.5, east: 4.5, south: 27.5, north: 44 };
const inBox = (lat, lng) => lat >= BOX.south && lat <= BOX.north && lng >= BOX.west && lng <= BOX.east;

const atlas = readJson(require.resolve('es-atlas/es/municipalities.json'));
const { municipalities, provinces, border } = atlas.objects;
const topology = (objects) => ({ type: 'Topology', bbox: atlas.bbox, transform: atlas.transform, objects, arcs: atlas.arcs });
// Arcs are shared by every object; a file keeps only the arcs its objects use, renumbered.
function prune(objects) {
  const used = new Map();
  const mapArc = (i) => {
    const index = i < 0 ? ~i : i;
    if (!used.has(index)) used.set(index, used.size);
    const next = used.get(index);
    return i < 0 ? ~next : next;
  };
  const walk = (arcs) => (typeof arcs[0] === 'number' ? arcs.map(mapArc) : arcs.map(walk));
  const copy = Object.fromEntries(
    Object.entries(objects).map(([name, collection]) => [
      name,
      { ...collection, geometries: collection.geometries.map((g) => ({ ...g, arcs: walk(g.arcs) })) },
    ]),
  );
  const arcs = [...used.entries()].sort((a, b) => a[1] - b[1]).map(([index]) => atlas.arcs[index]);
  return { ...topology(copy), arcs };
}

const provinceNames = new Map(provinces.geometries.map((g) => [g.id, g.properties.name]));

const cities = readJson(require.resolve('cities.json/cities.json'));
const admin1 = new Map(readJson(require.resolve('cities.json/admin1.json')).map((a) => [a.code, a.name]));
const admin2 = new Map(readJson(require.resolve('cities.json/admin2.json')).map((a) => [a.code, a.name]));
// GeoNames writes some names in English or Catalan; the portal reads them in Spanish and Portuguese.
const REGION_NAMES = { Lisbon: 'Lisboa', Azores: 'Açores', 'Provincia da Coruña': 'A Coruña' };
const PLACE_NAMES = { Lisbon: 'Lisboa', Cadiz: 'Cádiz' };
const regionName = (name) => {
  if (!name) return '';
  const plain = REGION_NAMES[name] ?? name;
  return plain.replace(/^(Provincia de |Province of |Província de |Provincia d'|Província d'|Provincia de les |Provincia )/, '');
};
const places = cities
  .filter((c) => (c.country === 'ES' || c.country === 'PT') && inBox(Number(c.lat), Number(c.lng)))
  .map((c) => {
    const region = c.country === 'ES' ? admin2.get(`ES.${c.admin1}.${c.admin2}`) : admin1.get(`PT.${c.admin1}`);
    return [PLACE_NAMES[c.name] ?? c.name, Number(c.lat), Number(c.lng), c.country, regionName(region)];
  })
  // Provincial and district capitals (named as their province) first: where names must be thinned, the map keeps
  // the first ones, and GeoNames' list here carries no population to rank by.
  .sort((a, b) => Number(b[0] === b[4]) - Number(a[0] === a[4]) || a[0].localeCompare(b[0], 'es') || a[4].localeCompare(b[4], 'es'));

const files = {
  'provinces.json': prune({ provinces, border }),
  'municipalities.json': prune({ municipalities }),
  'places.json': { licence: 'GeoNames (CC BY 4.0) via cities.json', columns: ['name', 'lat', 'lng', 'country', 'region'], rows: places },
};

let stale = false;
for (const [name, value] of Object.entries(files)) {
  const text = `${JSON.stringify(value)}\n`;
  const path = join(out, name);
  if (check) {
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {}
    if (current !== text) {
      console.error(`${path} is stale: run pnpm --filter @socios/basemap generate`);
      stale = true;
    }
  } else {
    writeFileSync(path, text);
    console.log(`${name}: ${(text.length / 1024).toFixed(0)} KB`);
  }
}
console.log(`${provinceNames.size} provinces, ${municipalities.geometries.length} municipalities, ${places.length} places`);
if (stale) process.exit(1);
