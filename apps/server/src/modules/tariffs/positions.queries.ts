import type { Queryable } from '../../db/db';
import type { PositionInput } from './positions';

// The SQL of the tariff lines' positions (positions.ts).

/** A tariff line with what orders it, its id and brand. */
export type LineToPosition = PositionInput & { id: number; marca: number };

/** The lines of the given brands (all brands when null), by brand, with what orders them. */
export function linesToPosition(db: Queryable, brandIds: readonly number[] | null): Promise<LineToPosition[]> {
  return db.query<LineToPosition>(
    `SELECT t.tar_id AS id, t.tar_id_marca AS marca, t.tar_referencia AS ref, upper(t.tar_referencia) AS "refKey", t.tar_descripcion AS descr,
            sf.sfa_nombre AS familia, t.tar_pvp::float8 AS pvp, t.tar_ranking AS ranking, t.tar_fecha_vigencia::text AS vigencia
       FROM tariff_lines t JOIN product_subfamilies sf ON sf.sfa_id = t.tar_id_subfamilia
      WHERE $1::int[] IS NULL OR t.tar_id_marca = ANY($1::int[])
      ORDER BY t.tar_id_marca`,
    [brandIds],
  );
}

/** Writes the six positions (referencia, descripcion, familia, pvp, ranking, vigencia; POSITION_KEYS) of lines by id. */
export async function writeLinePositions(db: Queryable, ids: readonly number[], positions: readonly (readonly number[])[]): Promise<void> {
  await db.query(
    `UPDATE tariff_lines t
          SET pos_referencia = u.a, pos_descripcion = u.b, pos_familia = u.c, pos_pvp = u.d, pos_ranking = u.e, pos_vigencia = u.f
         FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[]) AS u (id, a, b, c, d, e, f)
        WHERE t.tar_id = u.id`,
    [ids, ...positions],
  );
}

/** The brands with lines without positions (loaded by an older version); a partial index makes this free when none. */
export async function brandsWithoutPositions(db: Queryable): Promise<number[]> {
  const brands = await db.query<{ id: number }>('SELECT DISTINCT tar_id_marca AS id FROM tariff_lines WHERE pos_referencia IS NULL');
  return brands.map((b) => b.id);
}

/** Marks the brands' tariffs as changed (their positions or their nets' were written again). */
export async function bumpTariffVersions(db: Queryable, brandIds: readonly number[] | null): Promise<void> {
  await db.query(
    `INSERT INTO tariff_versions (marca)
     SELECT mar_id FROM brands WHERE $1::int[] IS NULL OR mar_id = ANY($1::int[])
     ON CONFLICT (marca) DO UPDATE SET version = tariff_versions.version + 1`,
    [brandIds],
  );
}
