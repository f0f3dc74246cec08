import type { LineaTarifa } from '@socios/api';
import {
  applyPricedTableChange,
  DEFAULT_TARIFF_PAGE_SIZE,
  DEFAULT_TARIFF_SORT,
  formatEuro,
  formatNumber,
  formatPercent,
  type PricedTableChange,
  type PricedTableState,
  TARIFF_PAGE_SIZES,
  type NetSortColumn,
  type SortState,
  type TariffSortColumn,
} from '@socios/domain';
import { DataTable, type DataTableColumn, Pagination, TextField, Toolbar } from '@socios/ui';
import { type ReactNode, useDeferredValue, useState } from 'react';

/** The columns of a tariff line; the server sorts (the comparators only make the headers sortable). */
export const TARIFF_COLUMNS: DataTableColumn<LineaTarifa>[] = [
  { id: 'REFERENCIA', header: 'Referencia', cell: (l) => l.REFERENCIA, compare: () => 0, minWidth: 140 },
  { id: 'DESCRIPCION', header: 'Descripción', cell: (l) => l.DESCRIPCION, compare: () => 0, grow: 3, minWidth: 240 },
  { id: 'FAMILIA', header: 'Familia', cell: (l) => l.FAMILIA, compare: () => 0, grow: 2, minWidth: 160 },
  { id: 'PVP', header: 'PVP', cell: (l) => formatEuro(l.PVP), compare: () => 0, align: 'end', minWidth: 110, pin: true },
  {
    id: 'RANKING',
    header: 'Ranking',
    cell: (l) => (l.RANKING === null ? '—' : formatNumber(l.RANKING, { decimals: 0 })),
    compare: () => 0,
    align: 'end',
    minWidth: 100,
  },
  {
    id: 'ACUMULADO',
    header: 'Acumulado',
    cell: (l) => (l.ACUMULADO === null ? '—' : formatPercent(l.ACUMULADO)),
    compare: () => 0,
    align: 'end',
    minWidth: 120,
  },
  { id: 'FECHA_VIGENCIA', header: 'Vigencia', cell: (l) => l.FECHA_VIGENCIA ?? '—', compare: () => 0, minWidth: 120 },
];

/**
 * The state of a server-paged price table (001 §4 rules through applyPricedTableChange) and its reference search,
 * starting from `initialSearch`; C is what it sorts by (a net list adds NETO to the tariff's columns).
 */
export function usePricedTable<C extends NetSortColumn = TariffSortColumn>(initialSearch = '') {
  const [state, setState] = useState<PricedTableState<C>>({
    priceListId: null,
    page: 1,
    pageSize: DEFAULT_TARIFF_PAGE_SIZE,
    sort: DEFAULT_TARIFF_SORT as SortState<C>,
  });
  const [search, setSearch] = useState(initialSearch);
  const referencia = useDeferredValue(search.trim());
  const change = (c: PricedTableChange<C>) => setState((s) => applyPricedTableChange(s, c));
  return {
    state,
    change,
    search,
    setSearch: (text: string) => {
      setSearch(text);
      change({ kind: 'page', page: 1 });
    },
    paging: {
      orderBy: state.sort.column,
      direccion: state.sort.direction,
      maxRegistros: state.pageSize as (typeof TARIFF_PAGE_SIZES)[number],
      pag: state.page,
      referencia: referencia || null,
    },
  };
}

/** The reference search, the table and the pager of a price table. */
export function PricedTableView<T extends LineaTarifa, C extends NetSortColumn = TariffSortColumn>({
  title,
  lines,
  columns,
  table,
  busy,
  emptyText,
  tools,
}: {
  title: string;
  lines: readonly T[];
  columns: readonly DataTableColumn<T>[];
  table: ReturnType<typeof usePricedTable<C>>;
  busy: boolean;
  emptyText: string;
  /** More controls beside the search (price list, export). */
  tools?: ReactNode;
}) {
  const { state, change } = table;
  return (
    <>
      <Toolbar>
        <TextField
          type="search"
          label="Buscar referencia"
          placeholder="Principio de la referencia"
          value={table.search}
          onChange={(e) => table.setSearch(e.target.value)}
        />
        {tools}
      </Toolbar>
      <DataTable
        data={lines}
        columns={columns}
        label={title}
        manualSorting
        sort={{ id: state.sort.column, desc: state.sort.direction === 'desc' }}
        onSortChange={(sort) => sort && change({ kind: 'sort', column: sort.id as C })}
        rowKey={(l) => l.REFERENCIA}
        height={state.pageSize > 25 ? 640 : 560}
        emptyText={emptyText}
      />
      <Pagination
        label={`Páginas de la ${title.toLowerCase()}`}
        page={state.page}
        pages={lines[0]?.TOTAL_PAGINAS ?? 1}
        busy={busy}
        onPage={(page) => change({ kind: 'page', page })}
        pageSize={state.pageSize}
        pageSizes={TARIFF_PAGE_SIZES}
        onPageSize={(pageSize) => change({ kind: 'pageSize', pageSize })}
      />
    </>
  );
}
