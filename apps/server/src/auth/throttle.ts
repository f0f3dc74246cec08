import type { Db, Queryable } from '../db/db';

/** A throttling rule: at most `maxFailures` attempts counted within `windowSeconds`; then refuse for `blockSeconds`. */
export interface ThrottleRule {
  /** Attempts allowed inside one window. */
  maxFailures: number;
  /** Length of the counting window. */
  windowSeconds: number;
  /** How long the key stays blocked once over the limit. */
  blockSeconds: number;
}

/**
 * Growing delays: `freeAttempts` at once, then each further attempt only after d, 2d, 4d … s where d is
 * `firstDelaySeconds` (1 s unless set), at most `maxDelaySeconds`.
 */
export interface DelayRule {
  /** Attempts evaluated without waiting. */
  freeAttempts: number;
  /** The first wait after the free attempts (1 s unless set); each later one doubles it. */
  firstDelaySeconds?: number;
  /** Longest wait between two attempts. */
  maxDelaySeconds: number;
  /** Silence after which the count starts again. */
  windowSeconds: number;
}

/**
 * Counts one attempt for a key and tells whether it may go ahead, in one atomic statement (so that parallel
 * attempts cannot all slip through between a check and a write). A passed block starts a fresh window.
 */
export async function takeAttempt(db: Queryable, key: string, rule: ThrottleRule): Promise<boolean> {
  const rows = await db.query<{ allowed: boolean }>(
    `INSERT INTO throttle AS t (key, failures, window_start, blocked_until)
     VALUES ($1, 1, now(), CASE WHEN 1 > $2 THEN now() + make_interval(secs => $4) END)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN t.window_start < now() - make_interval(secs => $3) OR t.blocked_until <= now()
                       THEN 1 ELSE t.failures + 1 END,
       window_start = CASE WHEN t.window_start < now() - make_interval(secs => $3) OR t.blocked_until <= now()
                           THEN now() ELSE t.window_start END,
       blocked_until = CASE
         WHEN t.window_start < now() - make_interval(secs => $3) OR t.blocked_until <= now() THEN NULL
         WHEN t.blocked_until IS NULL AND t.failures + 1 > $2 THEN now() + make_interval(secs => $4)
         ELSE t.blocked_until END
     RETURNING failures <= $2 AS allowed`,
    [key, rule.maxFailures, rule.windowSeconds, rule.blockSeconds],
  );
  return rows[0]?.allowed === true;
}

/**
 * Counts one attempt for a key with growing delays; false (and nothing counted) while the key must still wait.
 * Atomic like takeAttempt: the row lock orders parallel attempts and only the first after a wait gets through.
 */
export async function takeDelayedAttempt(db: Queryable, key: string, rule: DelayRule): Promise<boolean> {
  const rows = await db.query<{ key: string }>(
    `INSERT INTO throttle AS t (key, failures, window_start, blocked_until)
     VALUES ($1, 1, now(), CASE WHEN 1 >= $2 THEN now() + make_interval(secs => LEAST($3::float8, $5::float8)) END)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN t.window_start < now() - make_interval(secs => $4) THEN 1 ELSE t.failures + 1 END,
       window_start = CASE WHEN t.window_start < now() - make_interval(secs => $4) THEN now() ELSE t.window_start END,
       blocked_until = CASE
         WHEN t.window_start < now() - make_interval(secs => $4) THEN NULL
         WHEN t.failures + 1 >= $2
         THEN now() + make_interval(secs => LEAST($3::float8, $5::float8 * power(2::float8, (t.failures + 1 - $2)::float8)))
         ELSE NULL END
     WHERE t.blocked_until IS NULL OR t.blocked_until <= now() OR t.window_start < now() - make_interval(secs => $4)
     RETURNING t.key`,
    [key, rule.freeAttempts, rule.maxDelaySeconds, rule.windowSeconds, rule.firstDelaySeconds ?? 1],
  );
  return rows.length > 0;
}

/** Gives back one counted attempt (a login that succeeded is not a failure of its address). */
export async function refundAttempt(db: Queryable, key: string): Promise<void> {
  await db.query('UPDATE throttle SET failures = greatest(failures - 1, 0) WHERE key = $1', [key]);
}

/** Forgets the attempts of a key (after a successful login). */
export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM throttle WHERE key = $1', [key]);
}

/**
 * Takes `amount` units of a quota of `max` per window of `windowSeconds` (e.g. e-mail recipients per hour) for a
 * key: true and counted when they fit, false and nothing counted when they do not. The key's row is locked while
 * it is checked, so parallel calls cannot both take the last units.
 */
export function takeQuota(db: Db, key: string, amount: number, max: number, windowSeconds: number): Promise<boolean> {
  if (amount > max) return Promise.resolve(false);
  return db.transaction(async (tx) => {
    await tx.query('INSERT INTO throttle (key, failures, window_start) VALUES ($1, 0, now()) ON CONFLICT (key) DO NOTHING', [key]);
    const expired = 'window_start < now() - make_interval(secs => $2)';
    const [row] = await tx.query<{ used: number }>(`SELECT CASE WHEN ${expired} THEN 0 ELSE failures END AS used FROM throttle WHERE key = $1 FOR UPDATE`, [
      key,
      windowSeconds,
    ]);
    if ((row?.used ?? 0) + amount > max) return false;
    await tx.query(
      `UPDATE throttle SET failures = CASE WHEN ${expired} THEN $3 ELSE failures + $3 END,
                           window_start = CASE WHEN ${expired} THEN now() ELSE window_start END
        WHERE key = $1`,
      [key, windowSeconds, amount],
    );
    return true;
  });
}

/**
 * Counts one call against a rate of `max` calls per fixed window of `windowSeconds` for a key (an API token's calls a
 * minute), in one atomic statement shared by every instance: allowed, or refused with the whole seconds until the
 * window ends (the answer's Retry-After).
 */
export async function takeRate(
  db: Queryable,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const [row] = await db.query<{ used: number; left: number }>(
    `INSERT INTO throttle AS t (key, failures, window_start) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN t.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE t.failures + 1 END,
       window_start = CASE WHEN t.window_start <= now() - make_interval(secs => $2) THEN now() ELSE t.window_start END
     RETURNING failures AS used,
               ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now())))::int AS left`,
    [key, windowSeconds],
  );
  if (!row || row.used <= max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, row.left) };
}
