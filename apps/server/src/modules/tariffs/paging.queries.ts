import type { SortDirection } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { likePrefix } from '../../db/like';
import { LINE, type Line } from './queries';

// The SQL of paging a tariff or net list by positions (paging.ts).

/** Positions first…last of an order (1-based), or none. */
export interface Span {
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

/** How many nets a family of a net list has. */
export async function familyNetCount(db: Queryable, priceList: number, family: string): Promise<number> {
  const [row] = await db.query<{ n: number | null }>('SELECT max(fam_referencia) AS n FROM purchase_tariff_lines WHERE prvtarcom_id = $1 AND familia = $2', [
    priceList,
    family,
  ]);
  return row?.n ?? 0;
}

/** A family's nets at positions from–to of one of its position columns (`fam_…`), in that order or its reverse. */
export function familyNetsAt(db: Queryable, priceList: number, family: string, positionColumn: string, span: Span, direction: SortDirection): Promise<Line[]> {
  return db.query<Line>(
    `SELECT ${LINE}, pl.neto::float8 AS "NETO"
       FROM purchase_tariff_lines pl JOIN ${FROM_LINES} ON t.tar_id = pl.tar_id
      WHERE pl.prvtarcom_id = $1 AND pl.familia = $2 AND pl.${positionColumn} BETWEEN $3 AND $4
      ORDER BY pl.${positionColumn} ${direction === 'desc' ? 'DESC' : 'ASC'}`,
    [priceList, family, span.from, span.to],
  );
}

/** How many nets a list has. */
export async function netCount(db: Queryable, priceList: number): Promise<number> {
  const [row] = await db.query<{ n: number | null }>('SELECT max(pos_neto) AS n FROM purchase_tariff_lines WHERE prvtarcom_id = $1', [priceList]);
  return row?.n ?? 0;
}

/** A list's nets at net positions from–to, in that order or its reverse. */
export function netsAt(db: Queryable, priceList: number, span: Span, direction: SortDirection): Promise<Line[]> {
  return db.query<Line>(
    `SELECT ${LINE}, pl.neto::float8 AS "NETO"
           FROM purchase_tariff_lines pl JOIN ${FROM_LINES} ON t.tar_id = pl.tar_id
          WHERE pl.prvtarcom_id = $1 AND pl.pos_neto BETWEEN $2 AND $3
          ORDER BY pl.pos_neto ${direction === 'desc' ? 'DESC' : 'ASC'}`,
    [priceList, span.from, span.to],
  );
}

/** The reference-order position among the nets (pos_con_neto) of the last net with fewer than k lines without a net before it; 0 when none. */
export async function lastNetBefore(db: Queryable, priceList: number, k: number): Promise<number> {
  const [before] = await db.query<{ j: number }>(
    `SELECT pos_con_neto AS j FROM purchase_tariff_lines WHERE prvtarcom_id = $1 AND sin_neto_antes < $2
        ORDER BY sin_neto_antes DESC, pos_con_neto DESC LIMIT 1`,
    [priceList, k],
  );
  return before?.j ?? 0;
}

/** Up to `limit` of the brand's lines without a net in the list, by reference from position `position` (down when descending). */
export function linesWithoutNet(db: Queryable, brandId: number, priceList: number, position: number, limit: number, direction: SortDirection): Promise<Line[]> {
  const desc = direction === 'desc';
  return db.query<Line>(
    `SELECT ${LINE}, NULL::float8 AS "NETO" FROM ${FROM_LINES}
          WHERE t.tar_id_marca = $1 AND t.pos_referencia ${desc ? '<=' : '>='} $2
            AND NOT EXISTS (SELECT 1 FROM purchase_tariff_lines pl WHERE pl.prvtarcom_id = $3 AND pl.tar_id = t.tar_id)
          ORDER BY t.pos_referencia ${desc ? 'DESC' : 'ASC'} LIMIT $4`,
    [brandId, position, priceList, limit],
  );
}
