import type { LineaTarifa } from '@socios/api';
import type { NetFamily, NetSortColumn, SortDirection, TariffSortColumn } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { likePrefix } from '../../db/like';

/** The position column that orders each sortable column (ACUMULADO grows with RANKING). */
const POSITION: Record<TariffSortColumn, string> = {
  REFERENCIA: 'pos_referencia',
  DESCRIPCION: 'pos_descripcion',
  FAMILIA: 'pos_familia',
  PVP: 'pos_pvp',
  RANKING: 'pos_ranking',
  ACUMULADO: 'pos_ranking',
  FECHA_VIGENCIA: 'pos_vigencia',
};

/** The columns of a tariff line (t: tariff_lines, sf: its subfamily). */
export const LINE = `t.tar_referencia AS "REFERENCIA", t.tar_descripcion AS "DESCRIPCION", sf.sfa_nombre AS "FAMILIA",
       t.tar_pvp::float8 AS "PVP", t.tar_ranking AS "RANKING", t.tar_acumulado::float8 AS "ACUMULADO",
       to_char(t.tar_fecha_vigencia, 'DD/MM/YYYY') AS "FECHA_VIGENCIA"`;

export type Line = Omit<LineaTarifa, 'TOTAL_PAGINAS'> & { NETO?: number | null };

/** The NETO column and its join when the lines are read for a net price list ($N is the list's id). */
function net(priceList: number | null, param: number): { column: string; join: string } {
  if (priceList === null) return { column: '', join: '' };
  return {
    column: ', pl.neto::float8 AS "NETO"',
    join: `LEFT JOIN purchase_tariff_lines pl ON pl.prvtarcom_id = $${param} AND pl.tar_id = t.tar_id`,
  };
}

/** True when the supplier sells the brand. */
export async function sellsBrand(db: Queryable, supplierId: number, brandId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM supplier_brands WHERE prvmar_id_proveedor = $1 AND prvmar_id_marca = $2', [supplierId, brandId]);
  return rows.length > 0;
}

/** The number of lines of a brand's tariff (its last position: one index probe). */
export async function tariffSize(db: Queryable, brandId: number): Promise<number> {
  const [row] = await db.query<{ n: number | null }>('SELECT max(pos_referencia) AS n FROM tariff_lines WHERE tar_id_marca = $1', [brandId]);
  return row?.n ?? 0;
}

/** The lines at positions from–to of a column's order, in that order or its reverse: one index range read. */
export function linesByPosition(
  db: Queryable,
  brandId: number,
  column: TariffSortColumn,
  direction: SortDirection,
  range: { from: number; to: number },
  priceList: number | null = null,
): Promise<Line[]> {
  const pos = POSITION[column];
  const n = net(priceList, 4);
  return db.query<Line>(
    `SELECT ${LINE}${n.column}
       FROM tariff_lines t JOIN product_subfamilies sf ON sf.sfa_id = t.tar_id_subfamilia
       ${n.join}
      WHERE t.tar_id_marca = $1 AND t.${pos} BETWEEN $2 AND $3
      ORDER BY t.${pos} ${direction === 'desc' ? 'DESC' : 'ASC'}`,
    priceList === null ? [brandId, range.from, range.to] : [brandId, range.from, range.to, priceList],
  );
}

/** What narrows a list: references starting with `prefix` (case ignored) and, in a net list, a family of nets. */
export interface LineFilter {
  prefix?: string | null;
  family?: NetFamily | null;
}

/** The WHERE terms of a filter (after brand = $1), its parameters numbered from `next`. */
function filterTerms(filter: LineFilter, priceList: number | null, next: number): { sql: string; params: unknown[] } {
  let sql = '';
  const params: unknown[] = [];
  if (filter.prefix) {
    sql += ` AND upper(t.tar_referencia) LIKE $${next + params.length}`;
    params.push(likePrefix(filter.prefix.toUpperCase()));
  }
  if (priceList !== null && filter.family && filter.family !== 'T') {
    sql += ` AND pl.familia = $${next + params.length}`;
    params.push(filter.family);
  }
  return { sql, params };
}

/** The ORDER BY of a column: its position, or the net (none last) with the reference's position breaking ties. */
function orderBy(column: NetSortColumn, direction: SortDirection): string {
  const dir = direction === 'desc' ? 'DESC' : 'ASC';
  if (column === 'NETO') return `pl.neto ${dir} NULLS LAST, t.pos_referencia ${dir}`;
  return `t.${POSITION[column]} ${dir}`;
}

/** The sort key of NETO in an export's keyset: lines without a net after every other, whichever the direction. */
const netKey = (direction: SortDirection) => `coalesce(pl.neto, ${direction === 'desc' ? -1 : 1e15})`;

/**
 * One page of the lines of a reference search's run of positions (and, in a net list, of a family) in a column's order,
 * with how many there are: counts and skips rows, within the lines the search found (paging.ts reads every other case
 * by positions).
 */
export async function linesFiltered(
  db: Queryable,
  brandId: number,
  filter: { run: { from: number; to: number }; family: NetFamily | null },
  column: NetSortColumn,
  direction: SortDirection,
  page: { size: number; number: number },
  priceList: number | null = null,
): Promise<{ lines: Line[]; count: number }> {
  const n = net(priceList, 2);
  const params: unknown[] = priceList === null ? [brandId] : [brandId, priceList];
  params.push(filter.run.from, filter.run.to);
  let where = ` AND t.pos_referencia BETWEEN $${params.length - 1} AND $${params.length}`;
  let join = n.join;
  if (priceList !== null && filter.family) {
    // Only the lines with a net of that family count: the join becomes an inner one.
    params.push(filter.family);
    where += ` AND pl.familia = $${params.length}`;
    join = join.replace('LEFT JOIN', 'JOIN');
  }
  const counting = join !== n.join;
  const count = async () => {
    if (!counting) return filter.run.to - filter.run.from + 1;
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM tariff_lines t ${join} WHERE t.tar_id_marca = $1${where}`, params);
    return row?.n ?? 0;
  };
  const order = priceList === null && column === 'NETO' ? 'REFERENCIA' : column;
  const [lines, total] = await Promise.all([
    db.query<Line>(
      `SELECT ${LINE}${n.column}
         FROM tariff_lines t JOIN product_subfamilies sf ON sf.sfa_id = t.tar_id_subfamilia
         ${join}
        WHERE t.tar_id_marca = $1${where}
        ORDER BY ${orderBy(order, direction)}
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.size, (page.number - 1) * page.size],
    ),
    count(),
  ]);
  return { lines, count: total };
}

/** Where an export's keyset read resumes: the last line's sort key and reference position. */
export interface Resume {
  key: number;
  pos: number;
}

/**
 * The next `size` lines a filter keeps after the last one read (`after`) in a column's order: a keyset read, so the
 * thousandth batch of an export costs what the first does (for a position column, one range of the (brand, position)
 * index; by NETO, the key is the net and the reference's position). Each line carries its key, to resume from.
 */
export function linesAfter(
  db: Queryable,
  brandId: number,
  filter: LineFilter,
  column: NetSortColumn,
  direction: SortDirection,
  after: Resume | null,
  size: number,
  priceList: number | null = null,
): Promise<(Line & Resume)[]> {
  const n = net(priceList, 2);
  const params: unknown[] = priceList === null ? [brandId] : [brandId, priceList];
  const where = filterTerms(filter, priceList, params.length + 1);
  params.push(...where.params);
  const cmp = direction === 'desc' ? '<' : '>';
  const key = column === 'NETO' ? netKey(direction) : `t.${POSITION[column]}`;
  let keyset = '';
  if (after !== null && column === 'NETO') {
    params.push(after.key, after.pos);
    keyset = ` AND (${key}, t.pos_referencia) ${cmp} ($${params.length - 1}, $${params.length})`;
  } else if (after !== null) {
    params.push(after.key);
    keyset = ` AND ${key} ${cmp} $${params.length}`;
  }
  params.push(size);
  // With a family filter only the lines with a net of that family count: the join becomes an inner one.
  const join = priceList !== null && filter.family && filter.family !== 'T' ? n.join.replace('LEFT JOIN', 'JOIN') : n.join;
  const dir = direction === 'desc' ? 'DESC' : 'ASC';
  return db.query<Line & Resume>(
    `SELECT ${LINE}${n.column}, ${key}::float8 AS key, t.pos_referencia AS pos
       FROM tariff_lines t JOIN product_subfamilies sf ON sf.sfa_id = t.tar_id_subfamilia
       ${join}
      WHERE t.tar_id_marca = $1${where.sql}${keyset}
      ORDER BY ${key} ${dir}${column === 'NETO' ? `, t.pos_referencia ${dir}` : ''}
      LIMIT $${params.length}`,
    params,
  );
}

/** A brand's name, or null for an unknown brand. */
export async function brandName(db: Queryable, brandId: number): Promise<string | null> {
  const [row] = await db.query<{ name: string }>('SELECT mar_nombre AS name FROM brands WHERE mar_id = $1', [brandId]);
  return row?.name ?? null;
}

/** A supplier's buying price lists for a brand, in their order. */
export function priceLists(db: Queryable, supplierId: number, brandId: number): Promise<{ PRVTARCOM_ID: number; PRVTARCOM_DESCRIPCION: string }[]> {
  return db.query(
    `SELECT prvtarcom_id AS "PRVTARCOM_ID", prvtarcom_descripcion AS "PRVTARCOM_DESCRIPCION" FROM purchase_tariffs
      WHERE prvtarcom_id_proveedor = $1 AND prvtarcom_id_marca = $2 ORDER BY prvtarcom_orden, prvtarcom_id`,
    [supplierId, brandId],
  );
}

/** True when the price list is the supplier's for that brand. */
export async function isPriceListOf(db: Queryable, priceList: number, supplierId: number, brandId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM purchase_tariffs WHERE prvtarcom_id = $1 AND prvtarcom_id_proveedor = $2 AND prvtarcom_id_marca = $3', [
    priceList,
    supplierId,
    brandId,
  ]);
  return rows.length > 0;
}
