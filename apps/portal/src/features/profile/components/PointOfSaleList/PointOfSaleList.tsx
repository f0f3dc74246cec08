import type { PuntoVenta } from '@socios/api';
import { ACCOUNT_MESSAGES } from '@socios/domain';
import { EditIcon, EmptyState, IconButton, Inline, Tiles, TrashIcon } from '@socios/ui';
import styled from 'styled-components';

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

const StyledCard = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const StyledName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const StyledLines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(0.5)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  > * {
    overflow-wrap: anywhere;
  }
`;

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
        <StyledCard key={p.SOCPV_ID} aria-label={p.SOCPV_NOMBRE}>
          <Inline justify="between" align="start" wrap={false}>
            <StyledName>{p.SOCPV_NOMBRE}</StyledName>
            {editable ? (
              <Inline gap={1} wrap={false} shrink={false}>
                <IconButton size="sm" label={`Editar ${p.SOCPV_NOMBRE}`} icon={<EditIcon size={18} />} onClick={() => onEdit?.(p)} />
                <IconButton size="sm" label={`Borrar ${p.SOCPV_NOMBRE}`} icon={<TrashIcon size={18} />} onClick={() => onDelete?.(p)} />
              </Inline>
            ) : null}
          </Inline>
          <StyledLines>
            <span>{orUnset(pointAddress(p))}</span>
            <span>Teléfono: {orUnset(p.SOCPV_TELEFONO)}</span>
            <span>Fax: {orUnset(p.SOCPV_FAX)}</span>
            <span>Correo: {orUnset(p.SOCPV_MAIL)}</span>
            <span>{p.SOCPV_LATITUD !== null && p.SOCPV_LONGITUD !== null ? 'Situado en el mapa' : 'Sin situar en el mapa'}</span>
          </StyledLines>
        </StyledCard>
      ))}
    </Tiles>
  );
}
