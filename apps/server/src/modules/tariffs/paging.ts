import { type NetSortColumn, pagePositions, type SortDirection } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { FAMILY_POSITION, lineOrder, pageInRun } from './orders';
import { familyNetCount, familyNetsAt, lastNetBefore, linesWithoutNet, netCount, netsAt, prefixRun, type Span } from './paging.queries';
import { type Line, type LineFilter, linesAtPositions, linesByPosition, tariffSize } from './queries';

/**
 * Paging a brand's tariff or net list by positions, filtered or not (page 10,000 costs what page 1 costs):
 * - no filter, a tariff column: one range of the brand's (brand, position) index (queries.linesByPosition);
 * - a net family: one range of the list's (list, family, position) index, for every column and the net;
 * - the net order of every line ('Todas' by NETO): the nets by their position, then the lines without a net by
 *   reference, found from how many come before each net;
 * - a reference search: the lines it finds are one run of reference positions (two probes of the reference index), so
 *   in reference order a page is a range within that run, and a run that is the whole tariff is no filter at all.
 * - a reference search with another order or a family: the entries of the order's reference positions (kept in
 *   memory, orders.ts) that fall in the search's run, and one index read of the page's lines.
 */

/** A family's nets at positions from–to of a column's order (or its reverse), and how many nets the family has. */
async function familyPage(
  db: Queryable,
  priceList: number,
  family: string,
  column: NetSortColumn,
  direction: SortDirection,
  page: { size: number; number: number },
) {
  const count = await familyNetCount(db, priceList, family);
  const span = pagePositions(page.number, page.size, count, direction);
  if (span.from > span.to) return { lines: [], count };
  const pos = FAMILY_POSITION[column];
  const lines = await familyNetsAt(db, priceList, family, pos, span, direction);
  return { lines, count };
}

/**
 * Every line of a brand in a list's NETO order: the nets by net (ties by reference; the reverse when descending), then
 * the lines without a net by reference (ascending or descending with the order). A page is a range of the nets'
 * positions and/or a short run of lines without a net from where the first of them sits.
 */
async function netOrderPage(db: Queryable, brandId: number, priceList: number, direction: SortDirection, page: { size: number; number: number }) {
  const total = await tariffSize(db, brandId);
  const nets = await netCount(db, priceList);
  const first = (Math.max(1, Math.trunc(page.number)) - 1) * page.size + 1;
  const last = Math.min(total, first + page.size - 1);
  const lines: Line[] = [];
  const desc = direction === 'desc';
  if (first <= Math.min(last, nets)) {
    const to = Math.min(last, nets);
    const span = desc ? { from: nets - to + 1, to: nets - first + 1 } : { from: first, to };
    lines.push(...(await netsAt(db, priceList, span, direction)));
  }
  const start = Math.max(first, nets + 1);
  if (start <= last) {
    // The k-th line without a net (by reference) sits after the nets that have fewer than k such lines before them.
    const withoutNet = total - nets;
    const k = desc ? withoutNet - (start - nets) + 1 : start - nets;
    const position = k + (await lastNetBefore(db, priceList, k));
    lines.push(...(await linesWithoutNet(db, brandId, priceList, position, last - start + 1, direction)));
  }
  return { lines, count: total };
}

/**
 * One page of a brand's lines (of a net price list when `priceList` is given) that a filter keeps, in a column's order,
 * with how many lines the filter keeps; see the top of this file for how each case is read.
 */
export async function linesPage(
  db: Queryable,
  brandId: number,
  filter: LineFilter,
  column: NetSortColumn,
  direction: SortDirection,
  page: { size: number; number: number },
  priceList: number | null = null,
): Promise<{ lines: Line[]; count: number }> {
  const family = priceList !== null && filter.family && filter.family !== 'T' ? filter.family : null;
  const net = priceList !== null && column === 'NETO';
  let run: Span | null = null;
  if (filter.prefix) {
    const [found, total] = await Promise.all([prefixRun(db, brandId, filter.prefix), tariffSize(db, brandId)]);
    if (found === null) return { lines: [], count: 0 };
    if (found.from > 1 || found.to < total) run = found;
  }
  if (run === null && family !== null) return familyPage(db, priceList!, family, column, direction, page);
  if (run === null && net) return netOrderPage(db, brandId, priceList!, direction, page);
  if (family === null && !net) {
    const within = run ?? { from: 1, to: await tariffSize(db, brandId) };
    const count = within.to - within.from + 1;
    // In reference order the search's run is itself a range; any column without a search is one too.
    if (run === null || column === 'REFERENCIA') {
      const span = pagePositions(page.number, page.size, count, direction);
      if (span.from > span.to) return { lines: [], count };
      const shift = run === null ? 0 : within.from - 1;
      const range = { from: span.from + shift, to: span.to + shift };
      return { lines: await linesByPosition(db, brandId, column === 'NETO' ? 'REFERENCIA' : column, direction, range, priceList), count };
    }
  }
  // A search with another order or a family: the page's lines among the search's run, from the order kept in memory.
  const order = await lineOrder(db, { brandId, column, priceList, family });
  const found = pageInRun(order, run!, direction, page);
  return { lines: await linesAtPositions(db, brandId, found.refs, priceList), count: found.count };
}

/** How many lines a filter keeps (what the first page of its reference order counts). */
export async function countLines(db: Queryable, brandId: number, filter: LineFilter, priceList: number | null): Promise<number> {
  return (await linesPage(db, brandId, filter, 'REFERENCIA', 'asc', { size: 1, number: 1 }, priceList)).count;
}
