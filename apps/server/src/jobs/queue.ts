import { type Db as BossDb, getConstructionPlans, PgBoss } from 'pg-boss';
import type { Db, Queryable } from '../db/db';

/**
 * Background jobs on a queue kept in the database (pg-boss), the same on PostgreSQL and on PGlite: pg-boss talks to
 * our own connection through its `executeSql` adapter, so the jobs live in the `pgboss` schema beside the data and a
 * job can be enqueued in the same transaction as the rows it works on. Several server instances share the queue
 * (pg-boss fetches with SKIP LOCKED); a job whose instance died is failed by pg-boss's maintenance after its
 * expiry and retried, so work survives restarts and crashes.
 */

/** The schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';

/** A job handler: resolves when the job is done; throwing (or rejecting) fails it, and pg-boss retries it later. */
export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

/** Minimal logger of the queue. */
export interface JobLog {
  error(obj: object, msg: string): void;
}

/**
 * pg-boss's statements over one of our connections: parameterised statements go through `query`; pg-boss's own
 * multi-statement scripts (its schema and locked commands, which start with BEGIN and carry no parameters) through
 * `exec`, which answers the rows of every statement (pg-boss reads those of its locked commands).
 */
function adapter(db: Queryable, inflight?: Set<Promise<unknown>>): BossDb {
  const run = async (text: string, values?: unknown[]) => {
    if ((!values || values.length === 0) && /^\s*BEGIN\s*;/i.test(text)) return { rows: await db.exec(text) };
    return { rows: await db.query(text, values ?? []) };
  };
  return {
    executeSql(text: string, values?: unknown[]) {
      const done = run(text, values);
      if (inflight) {
        inflight.add(done);
        void done.then(
          () => inflight.delete(done),
          () => inflight.delete(done),
        );
      }
      return done;
    },
  };
}

/**
 * Creates pg-boss's schema when the database has none, so that a fresh database (and the tests' template) carries it
 * and a server start does not pay for it. Later versions of pg-boss migrate it themselves at start.
 */
export async function ensureJobSchema(db: Db): Promise<void> {
  const plan = getConstructionPlans(JOB_SCHEMA);
  // pg-boss's script is one transaction (BEGIN … COMMIT) that fails when run a second time (on the types it creates).
  // Its statements run inside our transaction instead, after our lock and a look at what is there: instances starting
  // together on a new database create the schema once (the others wait for the lock, then find it).
  const body = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/.exec(plan)?.[1];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [JOB_SCHEMA_LOCK]);
    // Read from pg_tables, not with to_regclass: after waiting for the lock, this backend's catalog cache may still
    // remember the table as missing; a query of the catalog sees what the other instance committed.
    const [row] = await tx.query<{ present: boolean }>("SELECT EXISTS (SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = 'version') AS present", [
      JOB_SCHEMA,
    ]);
    if (row?.present) {
      const [current] = await tx.query<{ version: number }>(`SELECT version::int AS version FROM ${JOB_SCHEMA}.version`);
      if ((current?.version ?? 0) >= OLDEST_MIGRATABLE_JOB_SCHEMA) return;
      // A database of a release on pg-boss 10 (schema 24): pg-boss 11 and later cannot migrate it, and its jobs are
      // only pointers to work the server keeps in its own tables (a campaign send re-enqueues its unfinished mailings
      // at start). So the old queue is replaced by a new one, in this one transaction; every instance of the old
      // release must be stopped before the first of this one starts.
      await tx.exec(`DROP SCHEMA ${JOB_SCHEMA} CASCADE`);
    }
    await tx.exec(body ?? plan);
  });
}

/** The first pg-boss schema version that the installed pg-boss migrates by itself (that of pg-boss 11). */
const OLDEST_MIGRATABLE_JOB_SCHEMA = 25;

/** Arbitrary key of the advisory lock under which one of several starting instances creates the job schema. */
const JOB_SCHEMA_LOCK = 7_242_003;

/** Options of one queue. */
export interface QueueSettings {
  /** Seconds a job may stay active before pg-boss counts it as failed (its worker died) and retries it. */
  expireInSeconds: number;
  /** How many times a failed job is tried again. */
  retryLimit: number;
  /** Seconds before a failed job is tried again. */
  retryDelay: number;
  /** Seconds between two looks for new jobs (a send in this process wakes the worker at once). */
  pollingIntervalSeconds: number;
}

/** The queues of the server and the jobs' database. */
export class JobQueue {
  private readonly workers = new Map<string, string>();
  private stopped = false;

  private constructor(
    private readonly boss: PgBoss,
    private readonly inflight: Set<Promise<unknown>>,
    private readonly db: Db,
  ) {}

  /** Starts pg-boss over the database (its maintenance retries the jobs of instances that died). */
  static async start(db: Db, log: JobLog): Promise<JobQueue> {
    await ensureJobSchema(db);
    // pg-boss records a job's completion or failure without awaiting it: stop() waits for those statements, so that
    // none reaches a database already closed.
    const inflight = new Set<Promise<unknown>>();
    const boss = new PgBoss({ db: adapter(db, inflight), schema: JOB_SCHEMA, schedule: false, supervise: true, migrate: true });
    boss.on('error', (err) => log.error({ err }, 'job queue error'));
    await boss.start();
    return new JobQueue(boss, inflight, db);
  }

  /** Declares a queue (idempotent). */
  private async declare(name: string, settings: QueueSettings): Promise<void> {
    if (!(await this.boss.getQueue(name))) {
      await this.boss.createQueue(name, {
        expireInSeconds: settings.expireInSeconds,
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelay,
      });
    }
  }

  /**
   * Enqueues a job, inside the caller's transaction when `tx` is given (the job exists exactly when the transaction
   * commits). Wakes this process's worker of the queue.
   */
  async send<T extends object>(name: string, data: T, tx?: Queryable, options: { startAfterSeconds?: number } = {}): Promise<void> {
    await this.boss.send(name, data, {
      ...(tx ? { db: adapter(tx) } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
    this.wake(name);
  }

  /** Asks this process's worker of a queue to look for jobs now (after the enqueuing transaction has committed). */
  wake(name: string): void {
    const id = this.workers.get(name);
    if (id && !this.stopped) this.boss.notifyWorker(id);
  }

  /** Works the jobs of a queue one at a time in this process. */
  async work<T extends object>(name: string, settings: QueueSettings, handler: JobHandler<T>): Promise<void> {
    await this.declare(name, settings);
    const id = await this.boss.work<T>(name, { batchSize: 1, pollingIntervalSeconds: settings.pollingIntervalSeconds }, async ([job]) => {
      if (job) await handler(job.data, { id: job.id, retryCount: (job as { retryCount?: number }).retryCount ?? 0 });
    });
    this.workers.set(name, id);
  }

  /**
   * Jobs waiting (created, retry), being worked (active) and failed for good (failed, until pg-boss deletes them), by
   * queue, across every instance. Read from pg-boss's job table, whose name and states are the same in pg-boss 10 to
   * 12, rather than through its API, which changed between those versions.
   */
  async counts(): Promise<{ queue: string; state: string; count: number }[]> {
    return this.db.query(
      `SELECT name AS queue, state::text AS state, count(*)::int AS count FROM ${JOB_SCHEMA}.job
        WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY 1, 2`,
    );
  }

  /**
   * Stops fetching and waits (up to `timeoutSeconds`) for the jobs being worked; a job that does not finish in time
   * is left active and retried by an instance after its expiry.
   */
  async stop(timeoutSeconds: number): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await this.boss.stop({ graceful: true, close: false, timeout: timeoutSeconds * 1000 });
    while (this.inflight.size > 0) await Promise.allSettled([...this.inflight]);
  }
}
