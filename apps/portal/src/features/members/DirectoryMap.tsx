import type { PuntoVentaListado, SocioListado } from '@socios/api';
import { phoneHref } from '@socios/domain';
import { type MapPoint, PointsMap, PopupCard, Spinner } from '@socios/ui';
import { useCallback, useMemo } from 'react';
import { useMapTiles } from '../../app/mapTiles';
import { addressLine, mapPoints, memberPointId, salePointId } from './data';

export interface DirectoryMapProps {
  /** The members shown (the directory's filters apply to the map too). */
  members: readonly SocioListado[];
  /** Map id of a point to zoom in on ('socio-12'), or null. */
  selectedId: string | null;
}

function Contact({ phone, mail }: { phone: string | null; mail: string | null }) {
  const tel = phoneHref(phone);
  return (
    <>
      {phone ? <div>{tel ? <a href={tel}>{phone}</a> : phone}</div> : null}
      {mail ? (
        <div>
          <a href={`mailto:${mail}`}>{mail}</a>
        </div>
      ) : null}
    </>
  );
}

/** The directory's map: every member and point of sale with coordinates, clustered, each with its popup. */
export function DirectoryMap({ members, selectedId }: DirectoryMapProps) {
  const points = useMemo(() => mapPoints(members), [members]);
  const byId = useMemo(() => {
    const found = new Map<string, { member: SocioListado; place?: PuntoVentaListado }>();
    for (const member of members) {
      found.set(memberPointId(member.SOC_ID), { member });
      for (const place of member.PUNTOSVENTA) found.set(salePointId(place.SOCPV_ID), { member, place });
    }
    return found;
  }, [members]);
  const renderPopup = useCallback(
    (point: MapPoint) => {
      const hit = byId.get(point.id);
      if (!hit) return null;
      const { member, place } = hit;
      if (place) {
        return (
          <PopupCard title={place.SOCPV_NOMBRE} subtitle={`Punto de venta de ${member.SOC_NOMBRE}`}>
            <div>{place.PUNTOVENTA}</div>
            <Contact phone={place.SOCPV_TELEFONO} mail={place.SOCPV_MAIL} />
          </PopupCard>
        );
      }
      const places = member.PUNTOSVENTA.length;
      return (
        <PopupCard title={member.SOC_NOMBRE} subtitle={`Socio · CIF ${member.SOC_CIF ?? ''}`}>
          {addressLine(member) ? <div>{addressLine(member)}</div> : null}
          <Contact phone={member.SOC_TELEFONO} mail={member.SOC_MAIL} />
          <span>{places === 1 ? '1 punto de venta' : `${places} puntos de venta`}</span>
        </PopupCard>
      );
    },
    [byId],
  );
  // The tile server (MAP_TILE_URL on the server) is read once when the map is made: wait for the answer.
  const tiles = useMapTiles();
  if (tiles === undefined) return <Spinner centered label="Cargando el mapa" />;
  return (
    <PointsMap
      points={points}
      label="Mapa de socios y puntos de venta"
      tileUrl={tiles?.url ?? null}
      tileAttribution={tiles?.attribution}
      renderPopup={renderPopup}
      selectedId={selectedId}
      height={560}
    />
  );
}
