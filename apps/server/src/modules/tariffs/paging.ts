import { type NetSortColumn, pagePositions, type SortDirection } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { likePrefix } from '../../db/like';
import { FAMILY_POSITION, lineOrder, pageInRun } from './orders';
import { LINE, type Line, type LineFilter, linesAtPositions, linesByPosition, tariffSize } from './queries';

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

/** Positions first…last of an order (1-based), or none. */
interface Span {
  from: number;
  to: number;
}

const FROM_LINES = 'tariff_lines t JOIN product_subfamilies sf ON sf.sfa_id = t.tar_id_subfamilia';

/** The run of reference positions of the brand's lines whose reference starts with `prefix` (case ignored); null when none does. */
export async function prefixRun(db: Queryable, brandId: number, prefix: string): Promise<Span | null> {
  const probe = (dir: 'ASC' | 'DESC') =>
    `SELECT pos_referencia FROM tariff_lines WHERE tar_id_marca = $1 AND upper(tar_referencia) LIKE $2
      ORDER BY upper(tar_referencia) USING ${dir === 'ASC' ? '~<~' : '~>~'}, pos_referencia ${dir} LIMIT 1`;
  const [row] = await db.query<{ a: number | null; b: number | null }>(`SELECT (${probe('ASC')}) AS a, (${probe('DESC')}) AS b`, [
    brandId,
    likePrefix(prefix.toUpperCase()),
  ]);
  return row?.a == null || row.b == null ? null : { from: row.a, to: row.b };
}

/** A family's nets at positions from–to of a column's order (or its reverse), and how many nets the family has. */
async function familyPage(db: Queryable, priceList: number, family: string, column: NetSortColumn, direction: SortDirection, page: { size: number; number: number }) {
  const [row] = await db.query<{ n: number | null }>('SELECT max(fam_referencia) AS n FROM purchase_tariff_lines WHERE prvtarcom_id = $1 AND familia = $2', [
    priceList,
    family,
  ]);
  const count = row?.n ?? 0;
  const span = pagePositions(page.number, page.size, count, direction);
  if (span.from > span.to) return { lines: [], count };
  const pos = FAMILY_POSITION[column];
  const lines = await db.query<Line>(
    `SELECT ${LINE}, pl.neto::float8 AS "NETO"
       FROM purchase_tariff_lines pl JOIN ${FROM_LINES} ON t.tar_id = pl.tar_id
      WHERE pl.prvtarcom_id = $1 AND pl.familia = $2 AND pl.${pos} BETWEEN $3 AND $4
      ORDER BY pl.${pos} ${direction === 'desc' ? 'DESC' : 'ASC'}`,
    [priceList, family, span.from, span.to],
  );
  return { lines, count };
}

/**
 * Every line of a brand in a list's NETO order: the nets by net (ties by reference; the reverse when descending), then
 * the lines without a net by reference (ascending or descending with the order). A page is a range of the nets'
 * positions and/or a short run of lines without a net from where the first of them sits.
 */
async function netOrderPage(db: Queryable, brandId: number, priceList: number, direction: SortDirection, page: { size: number; number: number }) {
  const total = await tariffSize(db, brandId);
  const [row] = await db.query<{ n: number | null }>('SELECT max(pos_neto) AS n FROM purchase_tariff_lines WHERE prvtarcom_id = $1', [priceList]);
  const nets = row?.n ?? 0;
  const first = (Math.max(1, Math.trunc(page.number)) - 1) * page.size + 1;
  const last = Math.min(total, first + page.size - 1);
  const lines: Line[] = [];
  const desc = direction === 'desc';
  if (first <= Math.min(last, nets)) {
    const to = Math.min(last, nets);
    const span = desc ? { from: nets - to + 1, to: nets - first + 1 } : { from: first, to };
    lines.push(
      ...(await db.query<Line>(
        `SELECT ${LINE}, pl.neto::float8 AS "NETO"
           FROM purchase_tariff_lines pl JOIN ${FROM_LINES} ON t.tar_id = pl.tar_id
          WHERE pl.prvtarcom_id = $1 AND pl.pos_neto BETWEEN $2 AND $3
          ORDER BY pl.pos_neto ${desc ? 'DESC' : 'ASC'}`,
        [priceList, span.from, span.to],
      )),
    );
  }
  const start = Math.max(first, nets + 1);
  if (start <= last) {
    // The k-th line without a net (by reference) sits after the nets that have fewer than k such lines before them.
    const withoutNet = total - nets;
    const k = desc ? withoutNet - (start - nets) + 1 : start - nets;
    const [before] = await db.query<{ j: number }>(
      `SELECT pos_con_neto AS j FROM purchase_tariff_lines WHERE prvtarcom_id = $1 AND sin_neto_antes < $2
        ORDER BY sin_neto_antes DESC, pos_con_neto DESC LIMIT 1`,
      [priceList, k],
    );
    const position = k + (before?.j ?? 0);
    lines.push(
      ...(await db.query<Line>(
        `SELECT ${LINE}, NULL::float8 AS "NETO" FROM ${FROM_LINES}
          WHERE t.tar_id_marca = $1 AND t.pos_referencia ${desc ? '<=' : '>='} $2
            AND NOT EXISTS (SELECT 1 FROM purchase_tariff_lines pl WHERE pl.prvtarcom_id = $3 AND pl.tar_id = t.tar_id)
          ORDER BY t.pos_referencia ${desc ? 'DESC' : 'ASC'} LIMIT $4`,
        [brandId, position, priceList, last - start + 1],
      )),
    );
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
