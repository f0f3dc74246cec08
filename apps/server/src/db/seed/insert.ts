import type { Queryable } from '../db';

/** Inserts many rows with multi-row INSERTs (chunks stay under PostgreSQL's 65,535 parameters) and returns
 *  the values of `returning` in input order. */
export async function insertRows<T extends Record<string, unknown>>(
  db: Queryable,
  table: string,
  rows: readonly T[],
  returning?: string,
): Promise<unknown[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first);
  const perChunk = Math.max(1, Math.floor(60_000 / columns.length));
  const out: unknown[] = [];
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = columns.map((c) => {
        params.push(row[c] ?? null);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}${returning ? ` RETURNING ${returning}` : ''}`;
    const result = await db.query<Record<string, unknown>>(sql, params);
    if (returning) for (const r of result) out.push(r[returning]);
  }
  return out;
}
