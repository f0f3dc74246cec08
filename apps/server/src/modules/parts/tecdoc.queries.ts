import type { Queryable } from '../../db/db';

// The SQL of the TecDoc catalogue (tecdoc/): its cache of Pegasus answers, and what our tables add to its answers.

/** A cached answer to the request of this hash, while it has not expired. */
export async function cachedTecdocAnswer<T>(db: Queryable, key: string): Promise<T | undefined> {
  const [hit] = await db.query<{ answer: T }>('SELECT respuesta AS answer FROM tecdoc_cache WHERE clave = $1 AND caduca > now()', [key]);
  return hit?.answer;
}

/** Keeps an answer of `fn` under the hash of its request for `seconds` (shared by the server's instances). */
export async function cacheTecdocAnswer(db: Queryable, key: string, fn: string, answer: unknown, seconds: number): Promise<void> {
  await db.query(
    `INSERT INTO tecdoc_cache (clave, funcion, respuesta, caduca) VALUES ($1, $2, $3::jsonb, now() + make_interval(secs => $4))
       ON CONFLICT (clave) DO UPDATE SET respuesta = EXCLUDED.respuesta, caduca = EXCLUDED.caduca`,
    [key, fn, JSON.stringify(answer), seconds],
  );
}

/** Forgets the answers that have expired (the hourly purge). */
export async function purgeTecdocCache(db: Queryable): Promise<void> {
  await db.query('DELETE FROM tecdoc_cache WHERE caduca <= now()');
}

/** PVP and the first price list's net of each (brand, reference) in our tariffs, brands and references in capitals. */
export function tariffPrices(
  db: Queryable,
  brands: readonly string[],
  references: readonly string[],
): Promise<{ marca: string; ref: string; pvp: number; neto: number | null }[]> {
  return db.query<{ marca: string; ref: string; pvp: number; neto: number | null }>(
    `SELECT q.marca, q.ref, t.tar_pvp::float8 AS pvp,
              (SELECT pl.neto::float8 FROM purchase_tariffs p JOIN purchase_tariff_lines pl ON pl.prvtarcom_id = p.prvtarcom_id AND pl.tar_id = t.tar_id
                ORDER BY p.prvtarcom_orden, p.prvtarcom_id LIMIT 1) AS neto
         FROM unnest($1::text[], $2::text[]) AS q (marca, ref)
         JOIN brands b ON upper(b.mar_nombre) = q.marca
         JOIN tariff_lines t ON t.tar_id_marca = b.mar_id AND upper(t.tar_referencia) = q.ref`,
    [brands, references],
  );
}

/** The colour of each vehicle maker of our table, by its name in capitals. */
export async function makerColours(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ name: string; color: string }>('SELECT upper(fab_nombre) AS name, fab_color AS color FROM vehicle_manufacturers');
  return new Map(rows.map((r) => [r.name, r.color]));
}

/** The name of the maker of a VIN's world manufacturer code (its first three characters), or null. */
export async function makerNameOfWmi(db: Queryable, wmi: string): Promise<string | null> {
  const [row] = await db.query<{ name: string }>('SELECT fab_nombre AS name FROM vehicle_manufacturers WHERE $1 = ANY(fab_wmi) ORDER BY fab_id LIMIT 1', [wmi]);
  return row?.name ?? null;
}
