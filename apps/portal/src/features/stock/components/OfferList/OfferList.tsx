import type { OfertaStock } from '@socios/api';
import { formatEuro, formatNumber, offerAction, PURCHASE_MESSAGES, STOCK_TEXTS, type StockOfferOrder, sortStockOffers, stockLabel } from '@socios/domain';
import { Button, Segmented, StyledAlignedCell, StyledAlignedHeader, StyledSummaryTable, StyledTableScroll, Text } from '@socios/ui';
import { useMemo } from 'react';
import styled from 'styled-components';

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

const StyledList = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.spacing(3)};
  & > :last-child {
    justify-self: stretch;
  }
  tbody th {
    text-align: left;
  }
`;

const StyledGrey = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const ORDERS = [
  { value: 'unidades', label: 'Unidades' },
  { value: 'precio', label: 'Precio' },
] as const;

/** The offer's button: 'Comprar', or a disabled 'No es cliente' / 'Sin stock' / 'Consultar'. */
function OfferButton({ offer, onBuy }: { offer: OfertaStock; onBuy: (offer: OfertaStock) => void }) {
  const action = offerAction(offer);
  const label = { buy: STOCK_TEXTS.buy, notCustomer: PURCHASE_MESSAGES.notCustomer, noStock: STOCK_TEXTS.noStock, grey: STOCK_TEXTS.grey }[action];
  return (
    <Button
      size="sm"
      variant={action === 'buy' ? 'primary' : 'secondary'}
      disabled={action !== 'buy'}
      aria-label={`${label} · ${offer.NombreAsociado}`}
      title={action === 'grey' ? STOCK_TEXTS.greyHint : undefined}
      onClick={() => onBuy(offer)}
    >
      {label}
    </Button>
  );
}

/**
 * The stock list (001 §2.14): the members holding the reference with their own reference, price, discount, net and
 * stock, ordered by units or price; 'Comprar' opens the shop, 'No es cliente' when PermisoCompra is 'false'.
 */
export function OfferList({ offers, order, onOrderChange, onBuy }: OfferListProps) {
  const sorted = useMemo(() => sortStockOffers(offers, order), [offers, order]);
  if (offers.length === 0) return <Text tone="muted">{STOCK_TEXTS.noOffers}</Text>;
  return (
    <StyledList>
      <Segmented label="Ordenar por" options={ORDERS} value={order} onChange={onOrderChange} />
      <StyledTableScroll>
        <StyledSummaryTable aria-label="Socios con stock">
          <thead>
            <tr>
              <StyledAlignedHeader $align="start" scope="col">Socio</StyledAlignedHeader>
              <StyledAlignedHeader $align="start" scope="col">Su referencia</StyledAlignedHeader>
              <StyledAlignedHeader $align="end" scope="col">Precio</StyledAlignedHeader>
              <StyledAlignedHeader $align="end" scope="col">Dto.</StyledAlignedHeader>
              <StyledAlignedHeader $align="end" scope="col">Neto</StyledAlignedHeader>
              <StyledAlignedHeader $align="end" scope="col">Stock</StyledAlignedHeader>
              <StyledAlignedHeader $align="end" scope="col">Compra</StyledAlignedHeader>
            </tr>
          </thead>
          <tbody>
            {sorted.map((o) => (
              <tr key={o.CifAsociado}>
                <th scope="row">{o.NombreAsociado}</th>
                <td>{o.ReferenciaAsociado}</td>
                <StyledAlignedCell $align="end">{formatEuro(o.Precio)}</StyledAlignedCell>
                <StyledAlignedCell $align="end">{`${formatNumber(o.Dto, { decimals: 2 })} %`}</StyledAlignedCell>
                <StyledAlignedCell $align="end">
                  <strong>{formatEuro(o.Neto)}</strong>
                </StyledAlignedCell>
                <StyledAlignedCell $align="end">{offerAction(o) === 'grey' ? <StyledGrey title={STOCK_TEXTS.greyHint}>{stockLabel(o.Stock)}</StyledGrey> : stockLabel(o.Stock)}</StyledAlignedCell>
                <StyledAlignedCell $align="end">
                  <OfferButton offer={o} onBuy={onBuy} />
                </StyledAlignedCell>
              </tr>
            ))}
          </tbody>
        </StyledSummaryTable>
      </StyledTableScroll>
    </StyledList>
  );
}
