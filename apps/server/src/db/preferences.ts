import type { Queryable } from './db';

/** One stored preference of a user (user_preferences: a JSON value by key), or undefined when never stored. */
export async function readPreference(db: Queryable, userId: number, key: string): Promise<unknown> {
  const rows = await db.query<{ value: unknown }>('SELECT value FROM user_preferences WHERE user_id = $1 AND key = $2', [userId, key]);
  return rows[0]?.value;
}

/** Stores (or replaces) one preference of a user. */
export async function writePreference(db: Queryable, userId: number, key: string, value: unknown): Promise<void> {
  await db.query(
    `INSERT INTO user_preferences (user_id, key, value) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value`,
    [userId, key, JSON.stringify(value)],
  );
}
