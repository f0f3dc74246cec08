import { PGlite, type PGliteOptions, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db';

// Same JavaScript values as node-postgres gives for the types we read, so both engines behave alike:
// bigint and numeric arrive as strings (we cast in SQL where a number is wanted), timestamps as Date.
const parsers = {
  [types.INT8]: (v: string) => v,
  [types.NUMERIC]: (v: string) => v,
};

/** Opens (or creates) an embedded PGlite database; in memory when dataDir is undefined. */
export async function openPglite(dataDir?: string, options: Pick<PGliteOptions, 'loadDataDir'> = {}): Promise<PgliteDb> {
  // pg_trgm: trigram indexes for the global search's substring matches (migration 0009), as on PostgreSQL.
  const extensions = { pg_trgm };
  const pg = dataDir ? await PGlite.create(dataDir, { parsers, extensions, ...options }) : await PGlite.create({ parsers, extensions, ...options });
  return new PgliteDb(pg);
}

/** Db over one embedded PGlite instance (a single connection: statements are queued). */
export class PgliteDb implements Db {
  readonly kind = 'pglite' as const;

  constructor(readonly pg: PGlite) {}

  async query<T = Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const res = await this.pg.query<T>(sql, params as unknown[]);
    return res.rows;
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pg.transaction(async (tx) =>
      fn({
        async query<R = Record<string, unknown>>(sql: string, params: readonly unknown[] = []) {
          return (await tx.query<R>(sql, params as unknown[])).rows;
        },
        async exec(sql: string) {
          return (await tx.exec(sql)).flatMap((r) => r.rows as Record<string, unknown>[]);
        },
      }),
    );
  }

  async exec(sql: string): Promise<Record<string, unknown>[]> {
    return (await this.pg.exec(sql)).flatMap((r) => r.rows as Record<string, unknown>[]);
  }

  /** One connection that never drops: onLost is never called. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const unlisten = await this.pg.listen(channel, onPayload);
    // Once the database is closed there is nothing left to stop listening to.
    return async () => {
      if (!this.pg.closed) await unlisten();
    };
  }

  /** The whole data directory as a tar blob (used to clone a migrated template database in tests). */
  dump(): Promise<Blob> {
    return this.pg.dumpDataDir('none');
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}
