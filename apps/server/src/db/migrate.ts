import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureJobSchema } from '../jobs/queue';
import type { Db } from './db';

/** One versioned SQL migration file, e.g. `0001_members_users_sessions.sql`. */
export interface Migration {
  /** File name without .sql; sorts in application order. */
  id: string;
  /** The SQL script. */
  sql: string;
  /** sha256 of the script, to detect an edited landed migration. */
  checksum: string;
}

/** Folder of the migration files: src/db/migrations in the sources, dist/migrations in the build. */
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Reads the migration files in order. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const sql = readFileSync(`${dir}/${f}`, 'utf8');
      return { id: f.slice(0, -4), sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/** Arbitrary key of the advisory lock that serialises migrations of instances starting together. */
const MIGRATION_LOCK = 7_242_001;

/**
 * Applies the migrations not applied yet, all in one transaction under an advisory lock, so that several
 * server instances starting at once against one PostgreSQL apply each exactly once. Refuses to start when a
 * migration that already ran has been edited since.
 */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<string[]> {
  const applied = await applyMigrations(db, migrations);
  // The job queue's tables (pg-boss's own schema, which pg-boss versions itself).
  await ensureJobSchema(db);
  return applied;
}

/** The SQL migrations not applied yet, in one transaction under the advisory lock. */
async function applyMigrations(db: Db, migrations: Migration[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    // Under the lock: two instances creating it at once would collide (CREATE … IF NOT EXISTS is not safe against that).
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Map((await tx.query<{ id: string; checksum: string }>('SELECT id, checksum FROM schema_migrations')).map((r) => [r.id, r.checksum]));
    const applied: string[] = [];
    for (const m of migrations) {
      const previous = done.get(m.id);
      if (previous !== undefined) {
        if (previous !== m.checksum) throw new Error(`migration ${m.id} was edited after it was applied`);
        continue;
      }
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (id, checksum) VALUES ($1, $2)', [m.id, m.checksum]);
      applied.push(m.id);
    }
    return applied;
  });
}
