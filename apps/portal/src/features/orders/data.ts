import type { EstadoPedido } from '@socios/api';
import { type ApiResult, useApiMutation, useApiQuery } from '../../app/query/apiQuery';

/** The two lists of 'Mis pedidos': the orders the member placed and the ones it received. */
export type OrderList = 'realizados' | 'recibidos';

/** What the list asks the server for. */
export interface OrdersQuery {
  tipo: OrderList;
  estado: EstadoPedido | null;
  pag: number;
  maxRegistros: number;
}

/**
 * One page of orders, newest first, with the total count for the pager. While another page or size of the same list
 * loads, the page shown stays; another tab or state filter starts blank (its rows would be of another list).
 */
export function useOrders(query: OrdersQuery) {
  return useApiQuery('Stocks', 'GetPedidos', query, {
    select: (a) => a.valorRetorno,
    placeholderData: (previous, previousQuery) => {
      const asked = previousQuery?.queryKey[2] as OrdersQuery | undefined;
      return asked?.tipo === query.tipo && asked.estado === query.estado ? previous : undefined;
    },
  });
}

/** One order with its lines and history (404 when the member is neither its buyer nor its seller). */
export function useOrder(id: number) {
  return useApiQuery(
    'Stocks',
    'GetPedido',
    { id },
    { select: (a) => a.valorRetorno, enabled: Number.isInteger(id) && id > 0, errors: 'handled', retry: false },
  );
}

/** Moves an order to another state; on success every Stocks read (the lists, the order, the stock) refreshes. */
export function useChangeOrderState() {
  return useApiMutation('Stocks', 'CambiarEstadoPedido', { errors: 'handled' });
}

/** The answer of CambiarEstadoPedido. */
export type MoveAnswer = ApiResult<'Stocks', 'CambiarEstadoPedido'>;

/** The member's published stock: its warehouses, totals and last import. */
export function useStockSummary() {
  return useApiQuery('Stocks', 'GetResumenStock', undefined, { select: (a) => a.valorRetorno });
}

/** Replaces the member's stock with a CSV file (account administrators); the page tells the outcome itself. */
export function useImportStock() {
  return useApiMutation('Stocks', 'ImportarStock', { errors: 'handled' });
}
