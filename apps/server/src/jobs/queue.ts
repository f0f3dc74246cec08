import PgBoss from 'pg-boss';
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
 * multi-statement scripts (its schema and locked maintenance, which start with BEGIN and carry no parameters) through
 * `exec`, whose rows pg-boss does not read.
 */
function adapter(db: Queryable, inflight?: Set<Promise<unknown>>): PgBoss.Db {
  const run = async (text: string, values?: unknown[]) => {
    if ((!values || values.length === 0) && /^\s*BEGIN\s*;/i.test(text)) {
      await db.exec(text);
      return { rows: [] };
    }
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
  // Read from pg_tables, not with to_regclass: after waiting for the lock, this backend's catalog cache may still
  // remember the table as missing; a query of the catalog sees what the other instance committed.
  const present = async (q: Queryable) =>
    (
      await q.query<{ present: boolean }>(
        "SELECT EXISTS (SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = 'version') AS present",
        [JOB_SCHEMA],
      )
    )[0]?.present;
  if (await present(db)) return;
  const plan = PgBoss.getConstructionPlans(JOB_SCHEMA);
  // Instances starting together on a new database: one creates the schema, the others wait for it under a lock and
  // then find it (pg-boss's own script, run twice, fails on the types it creates). Its statements run inside our
  // transaction, after the lock and a second look.
  const body = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/.exec(plan)?.[1];
  if (body === undefined) {
    await db.exec(plan);
    return;
  }
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [JOB_SCHEMA_LOCK]);
    if (!(await present(tx))) await tx.exec(body);
  });
}

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
    return new JobQueue(boss, inflight);
  }

  /** Declares a queue (idempotent). */
  private async declare(name: string, settings: QueueSettings): Promise<void> {
    if (!(await this.boss.getQueue(name))) {
      await this.boss.createQueue(name, {
        name,
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
    const id = await this.boss.work<T>(
      name,
      { batchSize: 1, pollingIntervalSeconds: settings.pollingIntervalSeconds },
      async ([job]) => {
        if (job) await handler(job.data, { id: job.id, retryCount: (job as { retryCount?: number }).retryCount ?? 0 });
      },
    );
    this.workers.set(name, id);
  }

  /**
   * Stops fetching and waits (up to `timeoutSeconds`) for the jobs being worked; a job that does not finish in time
   * is left active and retried by an instance after its expiry.
   */
  async stop(timeoutSeconds: number): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutSeconds * 1000 });
    while (this.inflight.size > 0) await Promise.allSettled([...this.inflight]);
  }
}
