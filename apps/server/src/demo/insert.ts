import type { Queryable } from '../db/db';

/** Inserts many rows with multi-row INSERTs (chunks stay under PostgreSQL's 65,535 parameters) and returns
 *  the values of `returning` in input order. */
export async function insertRows<T extends Record<string, unknown>>(db: Queryable, table: string, rows: readonly T[], returning?: string): Promise<unknown[]> {
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

/** Lines per statement of insertColumns. */
const COLUMN_CHUNK = 40_000;

/** Inserts column arrays with one `INSERT … SELECT … FROM unnest($1::t1[], $2::t2[], …)` per chunk. */
export async function insertColumns(db: Queryable, sql: (from: string) => string, columns: { type: string; values: unknown[] }[]): Promise<void> {
  const length = columns[0]?.values.length ?? 0;
  const from = `unnest(${columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')})`;
  for (let start = 0; start < length; start += COLUMN_CHUNK) {
    await db.query(
      sql(from),
      columns.map((c) => c.values.slice(start, start + COLUMN_CHUNK)),
    );
  }
}
