import type { OfertaStock } from '@socios/api';
import { formatEuro, formatNumber, offerAction, sameAmount, STOCK_TEXTS, type StockOfferOrder, sortStockOffers, stockLabel } from '@socios/domain';
import { Inline, ItemList, ItemListItem, Segmented, Stack, SubLine, SummaryTable, Text, useIsMobile } from '@socios/ui';
import { useMemo } from 'react';
import { OfferButton } from '../OfferButton';

export interface OfferListProps {
  /** The offers of the other members (GetStock), in any order. */
  offers: readonly OfertaStock[];
  /** Order of the list: by units or by price (001 §2.14). */
  order: StockOfferOrder;
  /** Called when the member chooses the other order. */
  onOrderChange: (order: StockOfferOrder) => void;
  /** Called with the offer whose 'Comprar' was pressed. */
  onBuy: (offer: OfertaStock) => void;
}

const ORDERS = [
  { value: 'unidades', label: 'Unidades' },
  { value: 'precio', label: 'Precio' },
] as const;

/** A price of the offer: one figure, or 'desde' the lowest when its warehouses sell at different prices. */
function priceRange(lowest: number, highest: number) {
  if (sameAmount(lowest, highest)) return formatEuro(lowest);
  return <span title={`Según el almacén, de ${formatEuro(lowest)} a ${formatEuro(highest)}`}>{`desde ${formatEuro(lowest)}`}</span>;
}

/**
 * The stock list (001 §2.14): the members holding the reference with their own reference, price, discount, net and
 * stock, ordered by units or price; 'Comprar' opens the shop, 'No es cliente' when PermisoCompra is 'false'.
 */
export function OfferList({ offers, order, onOrderChange, onBuy }: OfferListProps) {
  const sorted = useMemo(() => sortStockOffers(offers, order), [offers, order]);
  const phone = useIsMobile();
  if (offers.length === 0) return <Text tone="muted">{STOCK_TEXTS.noOffers}</Text>;
  const stock = (o: OfertaStock) =>
    offerAction(o) === 'grey' ? (
      <Text as="span" tone="muted" title={STOCK_TEXTS.greyHint}>
        {stockLabel(o.Stock)}
      </Text>
    ) : (
      stockLabel(o.Stock)
    );
  const discount = (o: OfertaStock) => `Dto. ${formatNumber(o.Dto, { decimals: 2 })} %`;
  return (
    <Stack gap={3}>
      <Inline>
        <Segmented label="Ordenar por" options={ORDERS} value={order} onChange={onOrderChange} />
      </Inline>
      {phone ? (
        <ItemList aria-label="Socios con stock">
          {sorted.map((o) => (
            <ItemListItem key={o.CifAsociado} aria-label={o.NombreAsociado}>
              <strong>{o.NombreAsociado}</strong>
              <OfferButton offer={o} onBuy={onBuy} />
              <span>
                <strong>{priceRange(o.Neto, o.NetoHasta)}</strong>
                <SubLine>{`${discount(o)} · Ref. ${o.ReferenciaAsociado}`}</SubLine>
              </span>
              <span>{stock(o)}</span>
            </ItemListItem>
          ))}
        </ItemList>
      ) : (
        <SummaryTable
          label="Socios con stock"
          rows={sorted}
          rowKey={(o) => o.CifAsociado}
          columns={[
            {
              key: 'socio',
              title: 'Socio',
              rowHeader: true,
              cell: (o) => (
                <>
                  {o.NombreAsociado}
                  <SubLine>{`Ref. ${o.ReferenciaAsociado}`}</SubLine>
                </>
              ),
            },
            {
              key: 'precio',
              title: 'Precio',
              align: 'end',
              cell: (o) => (
                <>
                  {priceRange(o.Precio, o.PrecioHasta)}
                  <SubLine>{discount(o)}</SubLine>
                </>
              ),
            },
            { key: 'neto', title: 'Neto', align: 'end', cell: (o) => <strong>{priceRange(o.Neto, o.NetoHasta)}</strong> },
            { key: 'stock', title: 'Stock', align: 'end', cell: stock },
            { key: 'compra', title: 'Compra', align: 'end', cell: (o) => <OfferButton offer={o} onBuy={onBuy} /> },
          ]}
        />
      )}
    </Stack>
  );
}
