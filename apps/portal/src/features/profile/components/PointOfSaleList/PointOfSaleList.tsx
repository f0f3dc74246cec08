import type { PuntoVenta } from '@socios/api';
import { ACCOUNT_MESSAGES } from '@socios/domain';
import { EditIcon, EmptyState, IconButton, Inline, MetaLines, Text, Tile, Tiles, TrashIcon } from '@socios/ui';

export interface PointOfSaleListProps {
  /** The member's points of sale. */
  points: readonly PuntoVenta[];
  /** Account administrators get the edit and delete buttons; the others only read (001 §6). */
  editable: boolean;
  /** Opens a point's edit form. */
  onEdit?: (point: PuntoVenta) => void;
  /** Asks to delete a point. */
  onDelete?: (point: PuntoVenta) => void;
}

const orUnset = (text: string | null) => (text && text.trim() !== '' ? text : ACCOUNT_MESSAGES.notSpecified);

/** The address line of a point: street, then postal code, town and province. */
export function pointAddress(p: PuntoVenta): string {
  const place = [p.SOCPV_CP, p.SOCPV_POBLACION].filter(Boolean).join(' ');
  return [p.SOCPV_DIRECCION, place, p.SOCPV_PROVINCIA].filter(Boolean).join(', ');
}

/**
 * The member's points of sale (001 §2.16) as cards: name, address, phone, fax, e-mail ('Sin especificar' when
 * missing) and whether it is placed on the map; edit and delete for account administrators.
 */
export function PointOfSaleList({ points, editable, onEdit, onDelete }: PointOfSaleListProps) {
  if (points.length === 0) return <EmptyState title="No hay puntos de venta" />;
  return (
    <Tiles as="ul" minWidth={70} gap={4} aria-label="Puntos de venta">
      {points.map((p) => (
        <li key={p.SOCPV_ID} aria-label={p.SOCPV_NOMBRE}>
          <Tile aria-label={p.SOCPV_NOMBRE}>
            <Inline justify="between" align="start" wrap={false}>
              <Text as="h3" size="lg" weight="bold" wrap="anywhere">
                {p.SOCPV_NOMBRE}
              </Text>
              {editable ? (
                <Inline gap={1} wrap={false} shrink={false}>
                  <IconButton size="sm" label={`Editar ${p.SOCPV_NOMBRE}`} icon={<EditIcon size={18} />} onClick={() => onEdit?.(p)} />
                  <IconButton size="sm" label={`Borrar ${p.SOCPV_NOMBRE}`} icon={<TrashIcon size={18} />} onClick={() => onDelete?.(p)} />
                </Inline>
              ) : null}
            </Inline>
            <MetaLines wrap>
              <span>{orUnset(pointAddress(p))}</span>
              <span>Teléfono: {orUnset(p.SOCPV_TELEFONO)}</span>
              <span>Fax: {orUnset(p.SOCPV_FAX)}</span>
              <span>Correo: {orUnset(p.SOCPV_MAIL)}</span>
              <span>{p.SOCPV_LATITUD !== null && p.SOCPV_LONGITUD !== null ? 'Situado en el mapa' : 'Sin situar en el mapa'}</span>
            </MetaLines>
          </Tile>
        </li>
      ))}
    </Tiles>
  );
}
