import pg from 'pg';
import type { Db, PoolStats, Queryable } from './db';

/** Db over a pool of connections to a PostgreSQL server. */
export class PostgresDb implements Db {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;

  constructor(
    private readonly connectionString: string,
    options: { max?: number } = {},
  ) {
    this.pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
    // An idle client that loses its connection must not bring the process down; the pool replaces it.
    this.pool.on('error', () => {});
  }

  async query<T = Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const res = await this.pool.query(sql, params as unknown[]);
    return res.rows as T[];
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn({
        async query<R = Record<string, unknown>>(sql: string, params: readonly unknown[] = []) {
          return (await client.query(sql, params as unknown[])).rows as R[];
        },
        async exec(sql: string) {
          return allRows(await client.query(sql));
        },
      });
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }

  async exec(sql: string): Promise<Record<string, unknown>[]> {
    return allRows(await this.pool.query(sql));
  }

  /** A dedicated connection outside the pool, so that LISTEN stays on it. */
  async listen(channel: string, onPayload: (payload: string) => void, onLost: (err: Error) => void): Promise<() => Promise<void>> {
    const client = new pg.Client({ connectionString: this.connectionString });
    let stopped = false;
    const lost = (err: Error) => {
      if (stopped) return;
      stopped = true;
      client.end().catch(() => {});
      onLost(err);
    };
    client.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload ?? '');
    });
    client.on('error', lost);
    client.on('end', () => lost(new Error('listening connection closed')));
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    return async () => {
      if (stopped) return;
      stopped = true;
      await client.end().catch(() => {});
    };
  }

  /** The pool's connections: checked out, idle, and callers waiting for one. */
  poolStats(): PoolStats {
    return { inUse: this.pool.totalCount - this.pool.idleCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** The rows of every statement of a script: node-postgres answers one result per statement when there are several. */
export function allRows(result: pg.QueryResult | pg.QueryResult[]): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : [result]).flatMap((r) => r.rows ?? []);
}
