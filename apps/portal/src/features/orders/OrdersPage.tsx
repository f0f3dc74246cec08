import type { EstadoPedido, Pedido } from '@socios/api';
import { ORDER_STATE_LABELS, ORDER_STATES } from '@socios/domain';
import { Page, Pagination, Select, Tabs, Text, Toolbar } from '@socios/ui';
import { Link, useLocation, useSearchParams } from 'react-router';
import { type OrderLinkProps, OrdersTable } from './components/OrdersTable';
import { type OrderList, useOrders } from './data';
import { OrdersNav } from './OrdersNav';

/** Rows a page, and the sizes offered. */
export const ORDER_PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;

const LISTS: readonly { id: OrderList; label: string }[] = [
  { id: 'realizados', label: 'Realizados' },
  { id: 'recibidos', label: 'Recibidos' },
];

/** Empty texts per list and filter. */
function emptyText(list: OrderList, state: EstadoPedido | null): string {
  if (state) return `No hay pedidos ${list} en estado «${ORDER_STATE_LABELS[state].toLowerCase()}»`;
  return list === 'realizados' ? 'Su socio aún no ha realizado pedidos a otros socios' : 'Su socio aún no ha recibido pedidos de otros socios';
}

const emptyHint: Record<OrderList, string> = {
  realizados: 'Busque una referencia y pulse «Ver stock» para comprarla a otro socio.',
  recibidos: 'Aquí aparecerán los pedidos que otros socios hagan de su stock publicado.',
};

/** The list, filter, page and page size as the address keeps them (?tipo=recibidos&estado=pendiente&pag=2&filas=50). */
function readParams(params: URLSearchParams) {
  const tipo: OrderList = params.get('tipo') === 'recibidos' ? 'recibidos' : 'realizados';
  const rawState = params.get('estado');
  const estado = (ORDER_STATES as readonly string[]).includes(rawState ?? '') ? (rawState as EstadoPedido) : null;
  const pag = Math.max(1, Math.trunc(Number(params.get('pag')) || 1));
  const rows = Number(params.get('filas'));
  const maxRegistros = (ORDER_PAGE_SIZES as readonly number[]).includes(rows) ? rows : DEFAULT_PAGE_SIZE;
  return { tipo, estado, pag, maxRegistros };
}

/** A react-router link for the table, keeping the list's address so that the detail can go back to it. */
function OrderLink({ href, children, ...rest }: OrderLinkProps) {
  const location = useLocation();
  return (
    <Link to={href} state={{ from: `${location.pathname}${location.search}` }} {...rest}>
      {children}
    </Link>
  );
}

/**
 * 'Mis pedidos' (beyond the spec): the orders the member placed (Realizados) and received (Recibidos) from other
 * members, newest first, by pages, filtered by state; a row opens the order. The tab, filter and page live in the
 * address, so the back button and a shared link return to the same list.
 */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const query = readParams(params);
  const orders = useOrders(query);

  const change = (patch: Partial<Record<'tipo' | 'estado' | 'pag' | 'filas', string | null>>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: false },
    );
  };

  const total = orders.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.maxRegistros));
  const list = (
    <OrderListPanel kind={query.tipo} orders={orders.data?.pedidos} total={total} loading={orders.isPending} failed={orders.isError} state={query.estado} />
  );

  return (
    <Page>
      <OrdersNav />
      <Toolbar>
        <Select
          label="Estado"
          value={query.estado ?? ''}
          onChange={(e) => change({ estado: e.target.value || null, pag: null })}
          options={[{ value: '', label: 'Todos' }, ...ORDER_STATES.map((s) => ({ value: s, label: ORDER_STATE_LABELS[s] }))]}
        />
      </Toolbar>
      <Tabs
        label="Pedidos"
        value={query.tipo}
        onChange={(id) => change({ tipo: id === 'recibidos' ? 'recibidos' : null, pag: null })}
        panelsFocusable={false}
        tabs={LISTS.map((l) => ({ id: l.id, label: l.label, panel: l.id === query.tipo ? list : null }))}
      />
      {total > 0 ? (
        <Pagination
          label="Páginas de pedidos"
          page={Math.min(query.pag, pages)}
          pages={pages}
          busy={orders.isFetching}
          onPage={(page) => change({ pag: page > 1 ? String(page) : null })}
          pageSize={query.maxRegistros}
          pageSizes={ORDER_PAGE_SIZES}
          onPageSize={(size) => change({ filas: size === DEFAULT_PAGE_SIZE ? null : String(size), pag: null })}
        />
      ) : null}
    </Page>
  );
}

function OrderListPanel({
  kind,
  orders,
  total,
  loading,
  failed,
  state,
}: {
  kind: OrderList;
  orders: readonly Pedido[] | undefined;
  total: number;
  loading: boolean;
  failed: boolean;
  state: EstadoPedido | null;
}) {
  if (loading) return <Text tone="muted">Cargando pedidos…</Text>;
  if (failed || !orders) return <Text tone="danger">No se han podido cargar los pedidos.</Text>;
  const label = kind === 'realizados' ? 'Pedidos realizados' : 'Pedidos recibidos';
  return (
    <OrdersTable
      orders={orders}
      kind={kind}
      hrefOf={(o) => `/pedidos/${o.PED_ID}`}
      linkComponent={OrderLink}
      caption={`${label}: ${total === 1 ? '1 pedido' : `${total} pedidos`}`}
      emptyText={emptyText(kind, state)}
      emptyDescription={state ? undefined : emptyHint[kind]}
    />
  );
}
