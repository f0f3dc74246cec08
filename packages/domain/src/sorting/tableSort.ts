/**
 * Sortable, paged price tables (spec 001 §2.4, §2.5, §4, §9): tariff and net-list tables sort by reference ascending
 * by default; clicking the sorted column toggles the direction, another column sorts ascending. Page sizes 10, 25
 * (default), 50, 100; changing the price list or the page size returns to page 1.
 *
 * Choices: client-side sorting (sortRows) compares numbers numerically, text in Spanish order, and puts empty values
 * last in both directions; ties keep the input order. Page numbers start at 1.
 */
import { compareNames } from '../text';

/** A sort direction. */
export type SortDirection = 'asc' | 'desc';

/** Which column a table is sorted by, and how. */
export interface SortState<C extends string = string> {
  readonly column: C;
  readonly direction: SortDirection;
}

/** The default sort of tariff and net-list tables: reference ascending. */
export const DEFAULT_TARIFF_SORT: SortState<'REFERENCIA'> = { column: 'REFERENCIA', direction: 'asc' };

/** Page sizes of the tariff and net-list tables. */
export const TARIFF_PAGE_SIZES = [10, 25, 50, 100] as const;
/** Default page size of the tariff and net-list tables. */
export const DEFAULT_TARIFF_PAGE_SIZE = 25;

/** The sort after a click on a column header: toggle when it is the sorted column, else ascending. */
export function nextSort<C extends string>(current: SortState<C>, clicked: C): SortState<C> {
  if (current.column === clicked) return { column: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column: clicked, direction: 'asc' };
}

function isEmpty(v: unknown): boolean {
  return v == null || v === '' || (typeof v === 'number' && Number.isNaN(v));
}

/** Compares two cell values: numbers numerically, text in Spanish order, empty last. */
export function compareCells(a: unknown, b: unknown): number {
  if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareNames(String(a), String(b));
}

/** Returns the rows sorted by a column (stable; empty values last in both directions). */
export function sortRows<T, C extends string>(rows: readonly T[], sort: SortState<C>, lookup: (row: T, column: C) => unknown): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, v: lookup(row, sort.column) }))
    .sort((x, y) => {
      const ex = isEmpty(x.v);
      const ey = isEmpty(y.v);
      if (ex || ey) return Number(ex) - Number(ey) || x.index - y.index;
      return sign * compareCells(x.v, y.v) || x.index - y.index;
    })
    .map((x) => x.row);
}

/** The state of a net-list (or tariff) table. */
export interface PricedTableState<C extends string = string> {
  readonly priceListId: number | null;
  readonly page: number;
  readonly pageSize: number;
  readonly sort: SortState<C>;
  /** The net price list's family filter (Todas by default). */
  readonly family?: NetFamily;
}

/** A change the user makes to a priced table. */
export type PricedTableChange<C extends string = string> =
  | { readonly kind: 'priceList'; readonly priceListId: number }
  | { readonly kind: 'pageSize'; readonly pageSize: number }
  | { readonly kind: 'page'; readonly page: number }
  | { readonly kind: 'sort'; readonly column: C }
  | { readonly kind: 'family'; readonly family: NetFamily };

/** Applies a change: a new list or page size returns to page 1; a column click toggles or sorts ascending. */
export function applyPricedTableChange<C extends string>(state: PricedTableState<C>, change: PricedTableChange<C>): PricedTableState<C> {
  switch (change.kind) {
    case 'priceList':
      return { ...state, priceListId: change.priceListId, page: 1 };
    case 'pageSize':
      return { ...state, pageSize: change.pageSize, page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, Math.trunc(change.page)) };
    case 'sort':
      return { ...state, sort: nextSort(state.sort, change.column) };
    case 'family':
      return { ...state, family: change.family, page: 1 };
  }
}

/** The sortable columns of a brand tariff (001 §3 Tariff line). ACUMULADO grows with RANKING, so it sorts as it. */
export const TARIFF_SORT_COLUMNS = ['REFERENCIA', 'DESCRIPCION', 'FAMILIA', 'PVP', 'RANKING', 'ACUMULADO', 'FECHA_VIGENCIA'] as const;
export type TariffSortColumn = (typeof TARIFF_SORT_COLUMNS)[number];

/** A net price list sorts by the tariff's columns and by its net ('Neto Grupo'; lines without one last). */
export const NET_SORT_COLUMNS = [...TARIFF_SORT_COLUMNS, 'NETO'] as const;
export type NetSortColumn = (typeof NET_SORT_COLUMNS)[number];

/** The number of pages of `count` rows at `pageSize` a page (at least 1). */
export function totalPages(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / Math.max(1, pageSize)));
}

/**
 * The positions (1…total, in a column's ascending order) that page `page` shows: ascending pages count from the
 * first position, descending ones from the last. Past the last page the range is empty (from > to).
 */
export function pagePositions(page: number, pageSize: number, total: number, direction: SortDirection): { from: number; to: number } {
  const first = (Math.max(1, Math.trunc(page)) - 1) * pageSize;
  if (direction === 'asc') return { from: first + 1, to: Math.min(total, first + pageSize) };
  return { from: Math.max(1, total - first - pageSize + 1), to: total - first };
}

/**
 * The family filter of a net price list (001 §2.5): every line (T, Todas), or only the lines whose net price is
 * provisional (P), permanent (M) or of another kind (O). Choosing a family returns to page 1.
 */
export const NET_FAMILIES = [
  { value: 'T', label: 'Todas' },
  { value: 'P', label: 'Provisional' },
  { value: 'M', label: 'Permanente' },
  { value: 'O', label: 'Otras' },
] as const;
export type NetFamily = (typeof NET_FAMILIES)[number]['value'];
export const DEFAULT_NET_FAMILY: NetFamily = 'T';
