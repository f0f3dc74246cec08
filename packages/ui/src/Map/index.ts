export { MapPicker, type MapPickerProps } from './MapPicker';
export { DEFAULT_KIND_LABELS, PointsMap, type PointsMapProps } from './PointsMap';
export type { LatLng, MapPoint, MapPointKind, MapTiles, MapView } from './types';
