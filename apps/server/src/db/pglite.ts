import { PGlite, type PGliteOptions, type Transaction, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, PoolStats, Queryable } from './db';

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
  // At most 64 MB of write-ahead log instead of PostgreSQL's 1 GB: a data folder, a backup, the build's ready database
  // and the tests' template then carry 4 segments instead of the 18 (288 MB) a seed leaves behind for recycling. The
  // seeded template went from 530 to 296 MB and loading it from 5.6 to 1.7 s (each test file and crash run loads it).
  const startParams = [...PGlite.defaultStartParams, '-c', 'min_wal_size=32MB', '-c', 'max_wal_size=64MB'];
  const settings = { parsers, extensions, startParams, ...options };
  const pg = dataDir ? await PGlite.create(dataDir, settings) : await PGlite.create(settings);
  return new PgliteDb(pg);
}

/** Our Queryable over an open PGlite transaction. */
function queryable(tx: Transaction): Queryable {
  return {
    async query<R = Record<string, unknown>>(sql: string, params: readonly unknown[] = []) {
      return (await tx.query<R>(sql, params as unknown[])).rows;
    },
    async exec(sql: string) {
      return (await tx.exec(sql)).flatMap((r) => r.rows as Record<string, unknown>[]);
    },
  };
}

/** Db over one embedded PGlite instance (a single connection: statements are queued). */
export class PgliteDb implements Db {
  readonly kind = 'pglite' as const;

  /** Calls sent and not answered yet: one runs on the single connection, the others wait their turn. */
  private pending = 0;

  constructor(readonly pg: PGlite) {}

  private async counted<T>(run: () => Promise<T>): Promise<T> {
    this.pending++;
    try {
      return await run();
    } finally {
      this.pending--;
    }
  }

  async query<T = Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const res = await this.counted(() => this.pg.query<T>(sql, params as unknown[]));
    return res.rows;
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.counted(() => this.pg.transaction((tx) => fn(queryable(tx))));
  }

  async exec(sql: string): Promise<Record<string, unknown>[]> {
    return (await this.counted(() => this.pg.exec(sql))).flatMap((r) => r.rows as Record<string, unknown>[]);
  }

  /** The single connection: in use while a call runs, the calls queued behind it waiting. */
  poolStats(): PoolStats {
    return { inUse: Math.min(this.pending, 1), idle: this.pending === 0 ? 1 : 0, waiting: Math.max(this.pending - 1, 0) };
  }

  /**
   * Runs `read` and dumps the data directory (tar) with no other statement in between: what `read` saw is exactly
   * what the dump holds, however busy the server is. A checkpoint first leaves little WAL for the copy to replay.
   */
  async snapshot<T>(read: (q: Queryable) => Promise<T>): Promise<{ value: T; dump: Blob }> {
    await this.exec('CHECKPOINT');
    // The transaction holds PGlite's transaction lock, which every other call of this instance waits for; the dump
    // itself takes only the statement lock, free between the transaction's statements.
    return this.counted(() =>
      this.pg.transaction(async (tx) => {
        const value = await read(queryable(tx));
        return { value, dump: await this.pg.dumpDataDir('none') };
      }),
    );
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
  async dump(): Promise<Blob> {
    // A checkpoint first: only then are the write-ahead-log segments beyond max_wal_size removed (a seeded database
    // dumped without one carries 18 segments, 288 MB, instead of 4).
    await this.exec('CHECKPOINT');
    return this.pg.dumpDataDir('none');
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}
