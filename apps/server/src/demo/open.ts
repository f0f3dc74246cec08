import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/db';
import { openPglite } from '../db/pglite';
import { PostgresDb } from '../db/postgres';
import { fitDemoData } from './demoDay';
import { usableTemplate } from './template';

/**
 * Opens the configured database: the PostgreSQL server of DATABASE_URL, else PGlite in DATA_DIR/pgdata. An empty
 * data folder starts from the build's ready database when it fits (template.ts), its demo data moved to today
 * (demoDay.ts); migrations and seed then find nothing left to do.
 */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string; seedScale?: number }): Promise<Db> {
  if (options.databaseUrl) return new PostgresDb(options.databaseUrl);
  const dir = join(options.dataDir, 'pgdata');
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  mkdirSync(dir, { recursive: true });
  const template = fresh && options.seedScale !== undefined ? usableTemplate(options.seedScale) : undefined;
  if (!template) return openPglite(dir);
  const db = await openPglite(dir, { loadDataDir: template });
  await fitDemoData(db);
  return db;
}
