import type { Pedido } from '@socios/api';
import { formatEuro, formatGroupDateTime, formatNumber } from '@socios/domain';
import { EmptyState, focusRing, StyledAlignedCell, StyledAlignedHeader, StyledSummaryTable, StyledTableScroll } from '@socios/ui';
import type { ComponentType, MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { OrderStateBadge } from '../OrderStateBadge';

/** Which list the table shows: the orders the member placed or the ones it received. */
export type OrdersTableKind = 'realizados' | 'recibidos';

/** Props the table passes to the link of an order. */
export interface OrderLinkProps {
  /** Destination path of the order's detail. */
  href: string;
  /** The order number. */
  children: ReactNode;
  /** Styling hook; pass it on to the anchor. */
  className?: string;
  /** Accessible name of the link. */
  'aria-label'?: string;
}

export interface OrdersTableProps {
  /** The orders of the page, newest first. */
  orders: readonly Pedido[];
  /** 'realizados' names the selling member in the other-member column, 'recibidos' the buying one. */
  kind: OrdersTableKind;
  /** Path of an order's detail. */
  hrefOf: (order: Pedido) => string;
  /** Link component (e.g. a react-router Link wrapper); a plain anchor by default. */
  linkComponent?: ComponentType<OrderLinkProps>;
  /** Caption (the table's accessible name). */
  caption: string;
  /** Shown instead of the table when there are no orders. */
  emptyText: string;
  /** A line under the empty text. */
  emptyDescription?: ReactNode;
}

const StyledRow = styled.tr`
  position: relative;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/** On phones each order is a small card: number and state on top, then one 'label: value' line per field. */
const StyledScroll = styled(StyledTableScroll)`
  ${({ theme }) => css`
    ${theme.media.mobile} {
      thead {
        display: none;
      }
      tbody tr {
        display: grid;
        grid-template-columns: 1fr auto;
        align-items: center;
        padding: ${theme.spacing(2, 0)};
        border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
      }
      tbody th,
      tbody td {
        display: block;
        grid-column: 1 / -1;
        order: 2;
        padding: ${theme.spacing(0.5, 3)};
        border-bottom: 0;
        text-align: left;
      }
      tbody th {
        grid-column: 1;
        order: 0;
      }
      tbody td[data-cell='state'] {
        grid-column: 2;
        order: 1;
      }
      tbody td[data-label]::before {
        content: attr(data-label) ': ';
        color: ${theme.color.textMuted};
      }
    }
  `}
`;

/** The number is the row's link: its box covers the whole row, so a click anywhere on the row opens the order. */
const StyledLinkCell = styled(StyledAlignedHeader)`
  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
    ${focusRing}
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:hover {
    text-decoration: underline;
  }
`;

function DefaultLink({ href, children, className, ...rest }: OrderLinkProps) {
  return (
    <a href={href} className={className} {...rest}>
      {children}
    </a>
  );
}

const HEADERS: readonly { text: string; align: 'start' | 'end' }[] = [
  { text: 'Pedido', align: 'start' },
  { text: 'Fecha', align: 'start' },
  { text: '', align: 'start' },
  { text: 'Líneas', align: 'end' },
  { text: 'Unidades', align: 'end' },
  { text: 'Total', align: 'end' },
  { text: 'Estado', align: 'start' },
  { text: 'Pedido por', align: 'start' },
];

/** Keeps a plain click inside the page; modified clicks (new tab, new window) are left to the browser. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A page of 'Mis pedidos': number (the link to the order), date, the other member, lines, units, total at net prices
 * in euros, the state as a coloured badge and the user who placed it. The whole row opens the order.
 */
export function OrdersTable({ orders, kind, hrefOf, linkComponent: Link = DefaultLink, caption, emptyText, emptyDescription }: OrdersTableProps) {
  if (orders.length === 0) return <EmptyState title={emptyText} description={emptyDescription} />;
  const other = kind === 'realizados' ? 'Vendedor' : 'Comprador';
  return (
    <StyledScroll>
      <StyledSummaryTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {HEADERS.map((h, i) => (
              <StyledAlignedHeader key={h.text || 'other'} scope="col" $align={h.align}>
                {i === 2 ? other : h.text}
              </StyledAlignedHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <StyledRow key={o.PED_ID}>
              <StyledLinkCell scope="row" $align="start">
                <Link href={hrefOf(o)} aria-label={`Pedido ${o.PED_NUMERO}`}>
                  {o.PED_NUMERO}
                </Link>
              </StyledLinkCell>
              <StyledAlignedCell $align="start" data-label="Fecha">
                {formatGroupDateTime(o.PED_FECHA)}
              </StyledAlignedCell>
              <StyledAlignedCell $align="start" data-label={other}>
                {kind === 'realizados' ? o.VENDEDOR_NOMBRE : o.COMPRADOR_NOMBRE}
              </StyledAlignedCell>
              <StyledAlignedCell $align="end" data-label="Líneas">
                {formatNumber(o.PED_LINEAS, { decimals: 0 })}
              </StyledAlignedCell>
              <StyledAlignedCell $align="end" data-label="Unidades">
                {formatNumber(o.PED_UNIDADES, { decimals: 0 })}
              </StyledAlignedCell>
              <StyledAlignedCell $align="end" data-label="Total">
                {formatEuro(o.PED_TOTAL)}
              </StyledAlignedCell>
              <StyledAlignedCell $align="start" data-cell="state">
                <OrderStateBadge state={o.PED_ESTADO} />
              </StyledAlignedCell>
              <StyledAlignedCell $align="start" data-label="Pedido por">
                {o.PED_PEDIDO_POR}
              </StyledAlignedCell>
            </StyledRow>
          ))}
        </tbody>
      </StyledSummaryTable>
    </StyledScroll>
  );
}
