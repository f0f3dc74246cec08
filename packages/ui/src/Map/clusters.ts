// Clustering of a map's points (supercluster): near points merge into one numbered marker per zoom level, counting
// members and points of sale apart so that the cluster's accessible name can say what it holds.
import Supercluster from 'supercluster';
import type { MapPoint } from './types';

/** What a cluster counts. */
interface ClusterCounts {
  members: number;
  pointsOfSale: number;
}

/** One marker to draw at a zoom level: a single point or a cluster of several. */
export type ClusterItem =
  | { type: 'point'; key: string; lat: number; lng: number; point: MapPoint }
  | { type: 'cluster'; key: string; lat: number; lng: number; clusterId: number; count: number; members: number; pointsOfSale: number };

/** The highest zoom level at which points still merge; beyond it every point has its own marker. */
export const CLUSTER_MAX_ZOOM = 17;

/** A clustering index of a set of points. */
export interface ClusterIndex {
  /** The markers inside a box (west, south, east, north in degrees) at a zoom level. */
  itemsIn(bbox: [number, number, number, number], zoom: number): ClusterItem[];
  /** The zoom level at which a cluster splits; above CLUSTER_MAX_ZOOM when its points share one place. */
  expansionZoom(clusterId: number): number;
  /** Every point of a cluster. */
  pointsOf(clusterId: number): MapPoint[];
}

/** Builds the clustering index of a set of points (a cluster forms within 60 px of its first point). */
export function clusterIndex(points: readonly MapPoint[]): ClusterIndex {
  const index = new Supercluster<{ point: MapPoint }, ClusterCounts>({
    radius: 60,
    maxZoom: CLUSTER_MAX_ZOOM,
    map: ({ point }) => ({ members: point.kind === 'member' ? 1 : 0, pointsOfSale: point.kind === 'pointOfSale' ? 1 : 0 }),
    reduce: (total, counts) => {
      total.members += counts.members;
      total.pointsOfSale += counts.pointsOfSale;
    },
  });
  index.load(
    points.map((point) => ({
      type: 'Feature' as const,
      properties: { point },
      geometry: { type: 'Point' as const, coordinates: [point.lng, point.lat] },
    })),
  );
  return {
    itemsIn(bbox, zoom) {
      return index.getClusters(bbox, Math.round(zoom)).map((f): ClusterItem => {
        const [lng, lat] = f.geometry.coordinates as [number, number];
        const p = f.properties;
        if ('cluster' in p && p.cluster) {
          return {
            type: 'cluster',
            key: `c${p.cluster_id}`,
            lat,
            lng,
            clusterId: p.cluster_id,
            count: p.point_count,
            members: p.members,
            pointsOfSale: p.pointsOfSale,
          };
        }
        const { point } = p as { point: MapPoint };
        return { type: 'point', key: `p${point.id}`, lat, lng, point };
      });
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
    pointsOf: (clusterId) => index.getLeaves(clusterId, Number.POSITIVE_INFINITY).map((f) => f.properties.point),
  };
}

/** Spanish name of a cluster: '12 ubicaciones: 7 socios y 5 puntos de venta'. */
export function clusterTitle(members: number, pointsOfSale: number): string {
  const parts = [];
  if (members) parts.push(members === 1 ? '1 socio' : `${members} socios`);
  if (pointsOfSale) parts.push(pointsOfSale === 1 ? '1 punto de venta' : `${pointsOfSale} puntos de venta`);
  return `${members + pointsOfSale} ubicaciones: ${parts.join(' y ')}`;
}
