import type { DesgloseAlmacen, PuntoVenta } from '@socios/api';
import { formatEuro, formatNumber, PURCHASE_MESSAGES, pickupAddress, stockLabel } from '@socios/domain';
import { FormField, QuantityStepper, Select, StyledAlignedCell, StyledAlignedHeader, StyledSummaryTable, StyledTableScroll, Text } from '@socios/ui';
import styled from 'styled-components';

export interface ShopFormProps {
  /** The selling member. */
  memberName: string;
  /** The reference bought and what it is. */
  reference: string;
  /** Brand and article name, shown under the reference. */
  description: string;
  /** The member's net price for one unit (after its discount). */
  net: number;
  /** The member's warehouses holding the reference (GetDesgloseStock); undefined while they load. */
  warehouses: readonly DesgloseAlmacen[] | undefined;
  /** Units chosen per warehouse code. */
  quantities: Readonly<Record<string, number>>;
  /** Called with a warehouse's new units. */
  onQuantityChange: (warehouse: string, units: number) => void;
  /** The caller member's points of sale, where the order can be picked up; undefined while they load. */
  pickupPoints: readonly PuntoVenta[] | undefined;
  /** SOCPV_ID of the pickup point chosen, or null. */
  pickupPointId: number | null;
  /** Called with the pickup point chosen (null for none). */
  onPickupPointChange: (id: number | null) => void;
  /** The member's note for the seller. */
  note: string;
  /** Called as the note is typed. */
  onNoteChange: (note: string) => void;
}

const StyledShop = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  tbody th,
  tfoot th {
    text-align: left;
  }
`;

const StyledSummary = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1, 4)};
  margin: 0;
`;

const StyledNote = styled.textarea`
  width: 100%;
  resize: vertical;
`;

/** Most characters of the note (the server's limit leaves room for the 'send to' line). */
export const NOTE_MAX_LENGTH = 1000;

/**
 * The shop step for one member (001 §2.14): the member's warehouses with a units counter each (capped at that
 * warehouse's stock), the pickup point among the caller member's points of sale, a note, and the order's totals.
 */
export function ShopForm(props: ShopFormProps) {
  const { warehouses, quantities, pickupPoints, net } = props;
  const units = Object.values(quantities).reduce((sum, n) => sum + n, 0);
  return (
    <StyledShop>
      <StyledSummary>
        <strong>{props.reference}</strong>
        <span>{props.description}</span>
        <span>
          Neto por unidad <strong>{formatEuro(net)}</strong>
        </span>
      </StyledSummary>
      {warehouses === undefined ? (
        <Text tone="muted">Cargando los almacenes…</Text>
      ) : warehouses.length === 0 ? (
        <Text tone="muted">{PURCHASE_MESSAGES.noWarehouses}</Text>
      ) : (
        <StyledTableScroll>
          <StyledSummaryTable aria-label={`Almacenes de ${props.memberName}`}>
            <thead>
              <tr>
                <StyledAlignedHeader $align="start" scope="col">Almacén</StyledAlignedHeader>
                <StyledAlignedHeader $align="end" scope="col">Stock</StyledAlignedHeader>
                <StyledAlignedHeader $align="end" scope="col">Unidades</StyledAlignedHeader>
              </tr>
            </thead>
            <tbody>
              {warehouses.map((w) => (
                <tr key={w.CodigoAlmacen}>
                  <th scope="row">{`${w.CodigoAlmacen} ${w.DescripcionAlmacen}`}</th>
                  <StyledAlignedCell $align="end">{stockLabel(w.Stock)}</StyledAlignedCell>
                  <StyledAlignedCell $align="end">
                    <QuantityStepper
                      label={`Unidades del almacén ${w.CodigoAlmacen} ${w.DescripcionAlmacen}`}
                      value={quantities[w.CodigoAlmacen] ?? 0}
                      stock={w.Stock}
                      onChange={(n) => props.onQuantityChange(w.CodigoAlmacen, n)}
                    />
                  </StyledAlignedCell>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <StyledAlignedCell $align="end">{units === 1 ? '1 unidad' : `${formatNumber(units, { decimals: 0 })} unidades`}</StyledAlignedCell>
                <StyledAlignedCell $align="end">{formatEuro(units * net)}</StyledAlignedCell>
              </tr>
            </tfoot>
          </StyledSummaryTable>
        </StyledTableScroll>
      )}
      <Select
        label="Punto de recogida"
        placeholder={pickupPoints === undefined ? 'Cargando los puntos de venta…' : 'Seleccione un punto de recogida'}
        value={props.pickupPointId === null ? '' : String(props.pickupPointId)}
        onChange={(e) => props.onPickupPointChange(e.target.value ? Number(e.target.value) : null)}
        options={(pickupPoints ?? []).map((p) => ({ value: String(p.SOCPV_ID), label: `${p.SOCPV_NOMBRE} — ${pickupAddress(p)}` }))}
        fullWidth
      />
      <FormField label="Observaciones" hint="El socio recibe la nota con el pedido." fullWidth>
        {(control) => <StyledNote rows={3} maxLength={NOTE_MAX_LENGTH} value={props.note} onChange={(e) => props.onNoteChange(e.target.value)} {...control} />}
      </FormField>
    </StyledShop>
  );
}
