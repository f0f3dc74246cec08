import type { Pedido } from '@socios/api';
import { formatEuro, formatGroupDateTime, formatNumber } from '@socios/domain';
import { EmptyState, type SummaryColumn, SummaryTable } from '@socios/ui';
import type { ComponentType, MouseEvent, ReactNode } from 'react';
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

function DefaultLink({ href, children, className, ...rest }: OrderLinkProps) {
  return (
    <a href={href} className={className} {...rest}>
      {children}
    </a>
  );
}

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
  const count = (n: number) => formatNumber(n, { decimals: 0 });
  const columns: SummaryColumn<Pedido>[] = [
    {
      key: 'number',
      title: 'Pedido',
      rowHeader: true,
      cell: (o) => (
        <Link href={hrefOf(o)} aria-label={`Pedido ${o.PED_NUMERO}`}>
          {o.PED_NUMERO}
        </Link>
      ),
    },
    { key: 'date', title: 'Fecha', cell: (o) => formatGroupDateTime(o.PED_FECHA) },
    { key: 'other', title: other, cell: (o) => (kind === 'realizados' ? o.VENDEDOR_NOMBRE : o.COMPRADOR_NOMBRE) },
    { key: 'lines', title: 'Líneas', align: 'end', cell: (o) => count(o.PED_LINEAS) },
    { key: 'units', title: 'Unidades', align: 'end', cell: (o) => count(o.PED_UNIDADES) },
    { key: 'total', title: 'Total', align: 'end', cell: (o) => formatEuro(o.PED_TOTAL) },
    { key: 'state', title: 'Estado', phoneSlot: 'corner', cell: (o) => <OrderStateBadge state={o.PED_ESTADO} /> },
    { key: 'by', title: 'Pedido por', cell: (o) => o.PED_PEDIDO_POR },
  ];
  return <SummaryTable caption={caption} columns={columns} rows={orders} rowKey={(o) => String(o.PED_ID)} phone="cards" rowLinks />;
}
