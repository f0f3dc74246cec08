import type { LineaTarifa } from '@socios/api';
import type { NetFamily, NetSortColumn, SortDirection, TariffSortColumn } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { likePrefix } from '../../db/like';
import { TARIFF_POSITION } from './orders';

/** The position column that orders each sortable column (ACUMULADO grows with RANKING). */
const POSITION: Record<TariffSortColumn, string> = TARIFF_POSITION;

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

/** The sort key of NETO in an export's keyset: lines without a net after every other, whichever the direction. */
const netKey = (direction: SortDirection) => `coalesce(pl.neto, ${direction === 'desc' ? -1 : 1e15})`;

/** The lines at the given reference positions (of a net list when `priceList` is given), in the order given. */
export async function linesAtPositions(db: Queryable, brandId: number, positions: readonly number[], priceList: number | null = null): Promise<Line[]> {
  if (positions.length === 0) return [];
  const n = net(priceList, 3);
  const rows = await db.query<Line & { _pos: number }>(
    `SELECT ${LINE}${n.column}, t.pos_referencia AS "_pos"
       FROM tariff_lines t JOIN product_subfamilies sf ON sf.sfa_id = t.tar_id_subfamilia
       ${n.join}
      WHERE t.tar_id_marca = $1 AND t.pos_referencia = ANY($2::int[])`,
    priceList === null ? [brandId, positions] : [brandId, positions, priceList],
  );
  const at = new Map(rows.map(({ _pos, ...line }) => [_pos, line as Line]));
  return positions.flatMap((p) => at.get(p) ?? []);
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
