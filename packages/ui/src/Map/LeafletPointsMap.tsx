// The directory map itself (Leaflet, supercluster): loaded by PointsMap on first render, so neither library nor the
// outlines weigh on a page without a map.
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { Button } from '../Button';
import { CLUSTER_MAX_ZOOM, type ClusterItem, clusterIndex, clusterTitle } from './clusters';
import { L, MAX_ZOOM } from './leafletBase';
import type { MapLayers } from './MapFrame';
import { StyledMapAction, StyledMapCanvas, StyledMapNote } from './mapStyles';
import type { MapPoint, MapPointKind, MapView } from './types';
import { useBaseMap } from './useBaseMap';

/** Props of the lazily loaded map (see PointsMap for their meaning). */
export interface LeafletPointsMapProps extends MapLayers {
  points: readonly MapPoint[];
  view: MapView;
  kindLabels: Record<MapPointKind, string>;
  fitAllLabel: string;
  renderPopup?: (point: MapPoint) => ReactNode;
  selectedId: string | null;
}

/** Marker sizes in px (Leaflet places icons by pixel size): a point, and a cluster growing with its count. */
const POINT_SIZE = 22;
/** The zoom level a selected point is shown at (a town's streets). */
const SELECTED_ZOOM = 14;
const clusterSize = (count: number) => (count < 10 ? 34 : count < 100 ? 42 : 50);

const swatchStyles: Record<MapPointKind, ReturnType<typeof css>> = {
  member: css`
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.primary};
  `,
  pointOfSale: css`
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.accent};
  `,
};

/** The legend's sample of a marker, shaped and coloured as the marker of its kind. */
const StyledSwatch = styled.span<{ $kind: MapPointKind }>`
  display: inline-block;
  width: ${({ theme }) => theme.spacing(3)};
  height: ${({ theme }) => theme.spacing(3)};
  margin-right: ${({ theme }) => theme.spacing(1)};
  vertical-align: middle;
  ${({ $kind }) => swatchStyles[$kind]}
`;

const StyledPopupList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: ${({ theme }) => theme.size.scrollArea.sm};
  overflow-y: auto;
`;

/** What an open popup shows: one point, or the points of a cluster that share one place. */
interface OpenPopup {
  lat: number;
  lng: number;
  points: MapPoint[];
}

const isActivation = (e: L.LeafletEvent) => {
  const key = (e as L.LeafletKeyboardEvent).originalEvent;
  return e.type === 'click' || key?.key === 'Enter' || key?.key === ' ';
};

/** The map with clustered markers, a legend, 'Ver todos' and popups rendered by React inside Leaflet's popup. */
export default function LeafletPointsMap({ points, view, tiles, kindLabels, fitAllLabel, renderPopup, selectedId, onOutlines }: LeafletPointsMapProps) {
  // The map is made once per mounted box; a new view or tile URL does not rebuild it (the view is the first one).
  const { canvas, map } = useBaseMap({ view, tiles, onOutlines });
  const [popup, setPopup] = useState<OpenPopup | null>(null);
  const popupBox = useMemo(() => document.createElement('div'), []);
  const index = useMemo(() => clusterIndex(points), [points]);
  const pointsRef = useRef(points);
  pointsRef.current = points;

  // Markers in view, redrawn after every move or zoom; markers that stay keep their element (and the focus).
  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    const shown = new Map<string, L.Marker>();
    const open = (lat: number, lng: number, list: MapPoint[]) => setPopup({ lat, lng, points: list });
    const makeMarker = (item: ClusterItem): L.Marker => {
      if (item.type === 'point') {
        const icon = L.divIcon({ className: `socios-marker socios-marker--${item.point.kind}`, iconSize: [POINT_SIZE, POINT_SIZE], html: '' });
        const marker = L.marker([item.lat, item.lng], { icon, title: `${item.point.title} (${kindLabels[item.point.kind]})`, riseOnHover: true });
        marker.on('click keypress', (e) => {
          if (isActivation(e)) open(item.lat, item.lng, [item.point]);
        });
        return marker;
      }
      const size = clusterSize(item.count);
      const icon = L.divIcon({ className: 'socios-cluster', iconSize: [size, size], html: `<span aria-hidden="true">${item.count}</span>` });
      const marker = L.marker([item.lat, item.lng], { icon, title: clusterTitle(item.members, item.pointsOfSale), riseOnHover: true });
      marker.on('click keypress', (e) => {
        if (!isActivation(e)) return;
        const zoom = index.expansionZoom(item.clusterId);
        // Points that share one place never split: list them in one popup instead.
        if (zoom > CLUSTER_MAX_ZOOM || zoom > MAX_ZOOM) open(item.lat, item.lng, index.pointsOf(item.clusterId));
        else map.setView([item.lat, item.lng], zoom);
      });
      return marker;
    };
    const draw = () => {
      const b = map.getBounds();
      const box: [number, number, number, number] = [
        Math.max(-180, b.getWest()),
        Math.max(-85, b.getSouth()),
        Math.min(180, b.getEast()),
        Math.min(85, b.getNorth()),
      ];
      const items = index.itemsIn(box, map.getZoom());
      const keep = new Set(items.map((i) => i.key));
      for (const [key, marker] of shown) {
        if (!keep.has(key)) {
          marker.remove();
          shown.delete(key);
        }
      }
      for (const item of items) {
        if (!shown.has(item.key)) shown.set(item.key, makeMarker(item).addTo(layer));
      }
    };
    draw();
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
      layer.remove();
    };
  }, [map, index, kindLabels]);

  // The popup: Leaflet draws the bubble, React its content (a portal into the bubble's box).
  useEffect(() => {
    if (!map || !popup) return;
    const bubble = L.popup({ maxWidth: 320, autoPanPadding: [16, 16] })
      .setLatLng([popup.lat, popup.lng])
      .setContent(popupBox)
      .openOn(map);
    const closed = (e: L.PopupEvent) => {
      if (e.popup === bubble) setPopup(null);
    };
    map.on('popupclose', closed);
    return () => {
      map.off('popupclose', closed);
      bubble.remove();
    };
  }, [map, popup, popupBox]);

  // A point chosen outside the map ('Ver en el mapa'): zoom in on it and open its popup.
  useEffect(() => {
    if (!map || selectedId === null) return;
    const point = pointsRef.current.find((p) => p.id === selectedId);
    if (!point) return;
    map.setView([point.lat, point.lng], Math.max(map.getZoom(), SELECTED_ZOOM));
    setPopup({ lat: point.lat, lng: point.lng, points: [point] });
  }, [map, selectedId]);

  const fitAll = useCallback(() => {
    if (!map || points.length === 0) return;
    map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), { padding: [32, 32], maxZoom: 12 });
  }, [map, points]);

  const body = (p: MapPoint) => renderPopup?.(p) ?? <strong>{p.title}</strong>;
  const popupContent = () => {
    if (popup === null) return null;
    if (popup.points.length === 1) return body(popup.points[0]!);
    return (
      <StyledPopupList aria-label={`${popup.points.length} ubicaciones en este lugar`}>
        {popup.points.map((p) => (
          <li key={p.id}>{body(p)}</li>
        ))}
      </StyledPopupList>
    );
  };
  return (
    <>
      <StyledMapCanvas ref={canvas} />
      <StyledMapAction>
        <Button size="sm" variant="secondary" onClick={fitAll} disabled={points.length === 0}>
          {fitAllLabel}
        </Button>
      </StyledMapAction>
      <StyledMapNote>
        <span>
          <StyledSwatch $kind="member" aria-hidden="true" />
          {kindLabels.member}
        </span>
        <span>
          <StyledSwatch $kind="pointOfSale" aria-hidden="true" />
          {kindLabels.pointOfSale}
        </span>
      </StyledMapNote>
      {createPortal(popupContent(), popupBox)}
    </>
  );
}
