import type { Queryable } from '../../db/db';
import { bumpTariffVersions } from './positions.queries';

/** The position columns of a net (migration 0013), in the order netPositionsOf computes them. */
export const NET_POSITION_COLUMNS = [
  'pos_neto',
  'pos_con_neto',
  'sin_neto_antes',
  'fam_referencia',
  'fam_descripcion',
  'fam_familia',
  'fam_pvp',
  'fam_ranking',
  'fam_vigencia',
  'fam_neto',
] as const;

/**
 * The nets of `source` (a FROM item with prvtarcom_id, tar_id, neto and familia: a table or a subquery with an alias
 * `n`) with their positions, from their lines' positions in the brand's tariff: by net (ties by reference), by
 * reference among the list's nets with how many lines without a net come before, and within their family for every
 * sortable column and the net. Window functions over one read of the nets and their lines.
 */
export function netPositionsOf(source: string): string {
  const list = 'PARTITION BY n.prvtarcom_id';
  const family = 'PARTITION BY n.prvtarcom_id, n.familia';
  const byRef = `row_number() OVER (${list} ORDER BY t.pos_referencia)`;
  return `SELECT n.prvtarcom_id, n.tar_id, n.neto, n.familia,
          row_number() OVER (${list} ORDER BY n.neto, t.pos_referencia) AS pos_neto,
          ${byRef} AS pos_con_neto,
          t.pos_referencia - ${byRef} AS sin_neto_antes,
          row_number() OVER (${family} ORDER BY t.pos_referencia) AS fam_referencia,
          row_number() OVER (${family} ORDER BY t.pos_descripcion) AS fam_descripcion,
          row_number() OVER (${family} ORDER BY t.pos_familia) AS fam_familia,
          row_number() OVER (${family} ORDER BY t.pos_pvp) AS fam_pvp,
          row_number() OVER (${family} ORDER BY t.pos_ranking) AS fam_ranking,
          row_number() OVER (${family} ORDER BY t.pos_vigencia) AS fam_vigencia,
          row_number() OVER (${family} ORDER BY n.neto, t.pos_referencia) AS fam_neto
     FROM ${source} JOIN tariff_lines t ON t.tar_id = n.tar_id`;
}

/**
 * Writes the positions of the nets of the given lists (every list when omitted): after a list is loaded or its brand's
 * tariff positioned again; their brands' tariff versions go up. Returns how many nets were written.
 */
export async function refreshNetPositions(db: Queryable, listIds?: readonly number[]): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH p AS (${netPositionsOf('purchase_tariff_lines n')} WHERE $1::int[] IS NULL OR n.prvtarcom_id = ANY($1::int[])),
          u AS (UPDATE purchase_tariff_lines pl SET ${NET_POSITION_COLUMNS.map((c) => `${c} = p.${c}`).join(', ')}
                  FROM p WHERE pl.prvtarcom_id = p.prvtarcom_id AND pl.tar_id = p.tar_id RETURNING 1)
     SELECT count(*)::int AS n FROM u`,
    [listIds ?? null],
  );
  const brands = listIds
    ? (await db.query<{ id: number }>('SELECT DISTINCT prvtarcom_id_marca AS id FROM purchase_tariffs WHERE prvtarcom_id = ANY($1::int[])', [listIds])).map(
        (b) => b.id,
      )
    : null;
  await bumpTariffVersions(db, brands);
  return rows[0]?.n ?? 0;
}

/** The lists of the given brands' tariffs (their nets follow the tariff's positions). */
export async function listsOfBrands(db: Queryable, brandIds: readonly number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT prvtarcom_id AS id FROM purchase_tariffs WHERE prvtarcom_id_marca = ANY($1::int[])', [brandIds]);
  return rows.map((r) => r.id);
}

/** Positions the nets of the lists that have nets without them (loaded by an older version). */
export async function repairNetPositions(db: Queryable): Promise<number> {
  const lists = await db.query<{ id: number }>('SELECT DISTINCT prvtarcom_id AS id FROM purchase_tariff_lines WHERE pos_neto IS NULL');
  return lists.length
    ? refreshNetPositions(
        db,
        lists.map((l) => l.id),
      )
    : 0;
}
