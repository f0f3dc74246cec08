// Imports that Vite resolves, for the type checker: a `?url` import gives the address of a file Vite copies as a
// static asset (not bundled into the JS); a stylesheet import adds the sheet to the chunk that imports it.
declare module 'world-atlas/countries-50m.json?url' {
  const url: string;
  export default url;
}

declare module 'leaflet/dist/leaflet.css';

declare module '@socios/basemap/provinces.json?url' {
  const url: string;
  export default url;
}
declare module '@socios/basemap/municipalities.json?url' {
  const url: string;
  export default url;
}
declare module '@socios/basemap/places.json?url' {
  const url: string;
  export default url;
}
