import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db';
import { openPglite } from './pglite';
import { PostgresDb } from './postgres';

/** Opens the configured database: the PostgreSQL server of DATABASE_URL, else PGlite in DATA_DIR/pgdata. */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Db> {
  if (options.databaseUrl) return new PostgresDb(options.databaseUrl);
  const dir = join(options.dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}
