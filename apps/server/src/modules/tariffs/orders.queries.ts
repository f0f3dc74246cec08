import type { Queryable } from '../../db/db';

// The SQL of the line orders kept in memory (orders.ts): each read as one array of reference positions, as text
// ('{3,1,2}') or an array depending on the driver.

/** The version of a brand's tariff ('0' before its first), which changes whenever its positions are written again. */
export async function tariffVersion(db: Queryable, brandId: number): Promise<string> {
  const [v] = await db.query<{ version: string }>('SELECT version::text AS version FROM tariff_versions WHERE marca = $1', [brandId]);
  return v?.version ?? '0';
}

/** The reference positions of a net list's family in the order of one of its position columns (`fam_…`). */
export async function familyOrderRefs(db: Queryable, priceList: number, family: string, positionColumn: string): Promise<string | number[] | null> {
  const [row] = await db.query<{ refs: string | number[] | null }>(
    `SELECT array_agg(t.pos_referencia ORDER BY pl.${positionColumn})::text AS refs
         FROM purchase_tariff_lines pl JOIN tariff_lines t ON t.tar_id = pl.tar_id WHERE pl.prvtarcom_id = $1 AND pl.familia = $2`,
    [priceList, family],
  );
  return row?.refs ?? null;
}

/** The reference positions of a list's nets in net order, and of the brand's lines without a net by reference. */
export async function netOrderRefs(db: Queryable, brandId: number, priceList: number): Promise<{ nets: string | null; rest: string | null }> {
  const [row] = await db.query<{ nets: string | null; rest: string | null }>(
    `SELECT (SELECT array_agg(t.pos_referencia ORDER BY pl.pos_neto) FROM purchase_tariff_lines pl JOIN tariff_lines t ON t.tar_id = pl.tar_id
                WHERE pl.prvtarcom_id = $2)::text AS nets,
              (SELECT array_agg(t.pos_referencia ORDER BY t.pos_referencia) FROM tariff_lines t
                WHERE t.tar_id_marca = $1 AND NOT EXISTS (SELECT 1 FROM purchase_tariff_lines pl WHERE pl.prvtarcom_id = $2 AND pl.tar_id = t.tar_id))::text AS rest`,
    [brandId, priceList],
  );
  return { nets: row?.nets ?? null, rest: row?.rest ?? null };
}

/** The reference positions of a brand's lines in the order of one of its position columns (`pos_…`). */
export async function tariffOrderRefs(db: Queryable, brandId: number, positionColumn: string): Promise<string | null> {
  const [row] = await db.query<{ refs: string | null }>(
    `SELECT array_agg(pos_referencia ORDER BY ${positionColumn})::text AS refs FROM tariff_lines WHERE tar_id_marca = $1`,
    [brandId],
  );
  return row?.refs ?? null;
}
