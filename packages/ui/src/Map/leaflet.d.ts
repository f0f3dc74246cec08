// Leaflet's own ES module build (the package's `main` is its UMD build); the types are @types/leaflet's.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
