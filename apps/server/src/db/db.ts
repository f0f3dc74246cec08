/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2…) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Runs a script of several statements without parameters (migrations) and returns the rows of all its statements,
   * in order (the job queue's locked maintenance reads the rows of a statement in the middle of its script).
   */
  exec(sql: string): Promise<Record<string, unknown>[]>;
}

/** Connections of a Db at one moment (metrics): in use, idle, and statements waiting for one. */
export interface PoolStats {
  inUse: number;
  idle: number;
  waiting: number;
}

/** Which engine is behind a Db. */
export type DbKind = 'pglite' | 'postgres';

/**
 * The database the server talks to: embedded PGlite or a PostgreSQL server, same SQL on both.
 * Keep values portable: cast numerics with ::float8, counts with ::int and format dates in SQL.
 */
export interface Db extends Queryable {
  /** The engine. */
  readonly kind: DbKind;
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel: onPayload gets every NOTIFY payload, in commit order; onLost is called if the listening
   * connection drops (notifications may have been missed). Resolves once listening, to a function that stops.
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost: (err: Error) => void): Promise<() => Promise<void>>;
  /** Closes the connection(s). */
  close(): Promise<void>;
  /** How busy its connections are now (metrics); absent on wrappers that do not own connections. */
  poolStats?(): PoolStats;
}
