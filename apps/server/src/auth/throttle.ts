import type { Queryable } from '../db/db';

/** A throttling rule: after `maxFailures` failures within `windowSeconds`, refuse for `blockSeconds`. */
export interface ThrottleRule {
  /** Failures allowed inside one window. */
  maxFailures: number;
  /** Length of the counting window. */
  windowSeconds: number;
  /** How long the key stays blocked once over the limit. */
  blockSeconds: number;
}

/** Whether a key (e.g. 'login-user:admin', 'login-ip:127.0.0.1') is blocked now. Shared by every instance. */
export async function isBlocked(db: Queryable, key: string): Promise<boolean> {
  const rows = await db.query<{ blocked: boolean }>(
    'SELECT blocked_until IS NOT NULL AND blocked_until > now() AS blocked FROM throttle WHERE key = $1',
    [key],
  );
  return rows[0]?.blocked ?? false;
}

/** Counts one failure for a key and blocks it when the rule's limit is reached. */
export async function recordFailure(db: Queryable, key: string, rule: ThrottleRule): Promise<void> {
  await db.query(
    `INSERT INTO throttle AS t (key, failures, window_start, blocked_until)
     VALUES ($1, 1, now(), CASE WHEN 1 >= $2 THEN now() + make_interval(secs => $4) END)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN t.window_start < now() - make_interval(secs => $3) THEN 1 ELSE t.failures + 1 END,
       window_start = CASE WHEN t.window_start < now() - make_interval(secs => $3) THEN now() ELSE t.window_start END,
       blocked_until = CASE
         WHEN (CASE WHEN t.window_start < now() - make_interval(secs => $3) THEN 1 ELSE t.failures + 1 END) >= $2
         THEN now() + make_interval(secs => $4)
         ELSE t.blocked_until END`,
    [key, rule.maxFailures, rule.windowSeconds, rule.blockSeconds],
  );
}

/** Forgets the failures of a key (after a successful login). */
export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM throttle WHERE key = $1', [key]);
}
