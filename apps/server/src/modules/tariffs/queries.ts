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

type Line = Omit<LineaTarifa, 'TOTAL_PAGINAS'>;

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
): Promise<Line[]> {
  const pos = POSITION[column];
  return db.query<Line>(
    `SELECT ${LINE}
       FROM tariff_lines t JOIN product_subfamilies sf ON sf.sfa_id = t.tar_id_subfamilia
      WHERE t.tar_id_marca = $1 AND t.${pos} BETWEEN $2 AND $3
      ORDER BY t.${pos} ${direction === 'desc' ? 'DESC' : 'ASC'}`,
    [brandId, range.from, range.to],
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
): Promise<{ lines: Line[]; count: number }> {
  const pos = POSITION[column];
  const rows = await db.query<Line & { total: number }>(
    `SELECT ${LINE}, count(*) OVER ()::int AS total
       FROM tariff_lines t JOIN product_subfamilies sf ON sf.sfa_id = t.tar_id_subfamilia
      WHERE t.tar_id_marca = $1 AND upper(t.tar_referencia) LIKE $2
      ORDER BY t.${pos} ${direction === 'desc' ? 'DESC' : 'ASC'}
      LIMIT $3 OFFSET $4`,
    [brandId, `${likeEscape(prefix.toUpperCase())}%`, page.size, (page.number - 1) * page.size],
  );
  const count = rows[0]?.total ?? 0;
  return { lines: rows.map(({ total: _total, ...line }) => line), count };
}
