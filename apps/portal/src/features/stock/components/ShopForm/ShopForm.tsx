import type { DesgloseAlmacen, PuntoVenta } from '@socios/api';
import { formatEuro, type OrderQuote, PURCHASE_MESSAGES, pickupAddress, quoteOrder, stockLabel, unitsLabel } from '@socios/domain';
import { FormField, Inline, ItemList, ItemListItem, QuantityStepper, Select, Stack, SubLine, SummaryTable, Text, TextArea, useIsMobile } from '@socios/ui';

export interface ShopFormProps {
  /** The selling member. */
  memberName: string;
  /** The reference bought and what it is. */
  reference: string;
  /** Brand and article name, shown under the reference. */
  description: string;
  /** The member's warehouses holding the reference with each one's price (GetDesgloseStock); undefined while they load. */
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

/** Most characters of the note (the server's limit leaves room for the 'send to' line). */
export const NOTE_MAX_LENGTH = 1000;

/** The shop's figures for the units chosen: each warehouse at its own net price (the rule the server charges). */
export function shopQuote(warehouses: readonly DesgloseAlmacen[] | undefined, quantities: Readonly<Record<string, number>>): OrderQuote {
  return quoteOrder(warehouses ?? [], quantities);
}

/**
 * The shop step for one member (001 §2.14): the member's warehouses with their stock, the net price of one unit in
 * each (warehouses may sell at different prices) and a units counter each (capped at that warehouse's stock), what
 * each line costs and the order's total, the pickup point among the caller member's points of sale, and a note.
 */
export function ShopForm(props: ShopFormProps) {
  const { warehouses, quantities, pickupPoints } = props;
  const quote = shopQuote(warehouses, quantities);
  const amountOf = (code: string) => quote.lines.find((l) => l.warehouse === code)?.amount ?? 0;
  const phone = useIsMobile();
  const stepper = (w: DesgloseAlmacen) => (
    <QuantityStepper
      label={`Unidades del almacén ${w.CodigoAlmacen} ${w.DescripcionAlmacen}`}
      value={quantities[w.CodigoAlmacen] ?? 0}
      stock={w.Stock}
      onChange={(n) => props.onQuantityChange(w.CodigoAlmacen, n)}
    />
  );
  return (
    <Stack gap={4}>
      <Inline as="p" gap={4} rowGap={1} align="stretch">
        <strong>{props.reference}</strong>
        <span>{props.description}</span>
      </Inline>
      {warehouses === undefined ? (
        <Text tone="muted">Cargando los almacenes…</Text>
      ) : warehouses.length === 0 ? (
        <Text tone="muted">{PURCHASE_MESSAGES.noWarehouses}</Text>
      ) : phone ? (
        <ItemList aria-label={`Almacenes de ${props.memberName}`}>
          {warehouses.map((w) => (
            <ItemListItem key={w.CodigoAlmacen} aria-label={`${w.CodigoAlmacen} ${w.DescripcionAlmacen}`}>
              <strong>{`${w.CodigoAlmacen} ${w.DescripcionAlmacen}`}</strong>
              <strong>{formatEuro(amountOf(w.CodigoAlmacen))}</strong>
              <SubLine>{`${stockLabel(w.Stock)} · ${formatEuro(w.Neto)} la unidad`}</SubLine>
              {stepper(w)}
            </ItemListItem>
          ))}
          <ItemListItem aria-label="Total">
            <strong>{`Total · ${unitsLabel(quote.units)}`}</strong>
            <strong>{formatEuro(quote.total)}</strong>
          </ItemListItem>
        </ItemList>
      ) : (
        <SummaryTable
          label={`Almacenes de ${props.memberName}`}
          rows={warehouses}
          rowKey={(w) => w.CodigoAlmacen}
          totalLabel="Total"
          columns={[
            {
              key: 'almacen',
              title: 'Almacén',
              rowHeader: true,
              cell: (w) => (
                <>
                  {`${w.CodigoAlmacen} ${w.DescripcionAlmacen}`}
                  <SubLine>{stockLabel(w.Stock)}</SubLine>
                </>
              ),
            },
            { key: 'neto', title: 'Neto/ud.', align: 'end', cell: (w) => formatEuro(w.Neto) },
            { key: 'unidades', title: 'Unidades', align: 'end', cell: stepper, total: unitsLabel(quote.units) },
            {
              key: 'importe',
              title: 'Importe',
              align: 'end',
              cell: (w) => formatEuro(amountOf(w.CodigoAlmacen)),
              total: <strong>{formatEuro(quote.total)}</strong>,
            },
          ]}
        />
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
        {(control) => <TextArea rows={3} maxLength={NOTE_MAX_LENGTH} value={props.note} onChange={(e) => props.onNoteChange(e.target.value)} {...control} />}
      </FormField>
    </Stack>
  );
}
