import type { LineaTarifa } from '@socios/api';
import type { SortDirection, TariffSortColumn } from '@socios/domain';
import type { Queryable } from '../../db/db';

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

const LINE = `t.tar_referencia AS "REFERENCIA", t.tar_descripcion AS "DESCRIPCION", sf.sfa_nombre AS "FAMILIA",
       t.tar_pvp::float8 AS "PVP", t.tar_ranking AS "RANKING", t.tar_acumulado::float8 AS "ACUMULADO",
       to_char(t.tar_fecha_vigencia, 'DD/MM/YYYY') AS "FECHA_VIGENCIA"`;

type Line = Omit<LineaTarifa, 'TOTAL_PAGINAS'> & { NETO?: number | null };

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

/** LIKE's wildcards in a user's text, escaped. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the lines whose reference starts with `prefix` (case ignored), with how many there are in all. */
export async function linesByReference(
  db: Queryable,
  brandId: number,
  prefix: string,
  column: TariffSortColumn,
  direction: SortDirection,
  page: { size: number; number: number },
  priceList: number | null = null,
): Promise<{ lines: Line[]; count: number }> {
  const pos = POSITION[column];
  const n = net(priceList, 5);
  const params: unknown[] = [brandId, `${likeEscape(prefix.toUpperCase())}%`, page.size, (page.number - 1) * page.size];
  if (priceList !== null) params.push(priceList);
  const rows = await db.query<Line & { total: number }>(
    `SELECT ${LINE}${n.column}, count(*) OVER ()::int AS total
       FROM tariff_lines t JOIN product_subfamilies sf ON sf.sfa_id = t.tar_id_subfamilia
       ${n.join}
      WHERE t.tar_id_marca = $1 AND upper(t.tar_referencia) LIKE $2
      ORDER BY t.${pos} ${direction === 'desc' ? 'DESC' : 'ASC'}
      LIMIT $3 OFFSET $4`,
    params,
  );
  const count = rows[0]?.total ?? 0;
  return { lines: rows.map(({ total: _total, ...line }) => line), count };
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
