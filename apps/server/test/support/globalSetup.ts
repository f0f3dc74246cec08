import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { PostgresDb } from '../../src/db/postgres';
import { seed } from '../../src/demo';
import { startCluster } from './postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** pglite: the template database's data directory (shut down), which a suite copies and opens. */
    pgliteTemplate: string;
    /** postgres: URL of the cluster (no database name). */
    pgBaseUrl: string;
  }
}

/** Name of the migrated and seeded template database on the PostgreSQL cluster. */
export const TEMPLATE_DB = 'socios_template';

/** Migrates and seeds one template database per engine; suites clone it instead of migrating again. */
export default async function setup(project: TestProject): Promise<() => void> {
  if (project.name === 'postgres') {
    const cluster = await startCluster();
    const admin = new PostgresDb(`${cluster.baseUrl}/postgres`, { max: 1 });
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.close();
    const template = new PostgresDb(`${cluster.baseUrl}/${TEMPLATE_DB}`, { max: 1 });
    await migrate(template);
    await seed(template, 1);
    await template.close();
    project.provide('pgBaseUrl', cluster.baseUrl);
    return () => cluster.stop();
  }
  const dir = mkdtempSync(join(tmpdir(), 'socios-pglite-'));
  const db = await openPglite();
  await migrate(db);
  await seed(db, 1);
  const dump = await db.dump();
  await db.close();
  // Unpacked once into a folder: a suite copies the folder and opens the copy in place (0.3 s of CPU), where loading
  // the dump into memory cost each suite 1.5–2 s of CPU (half of it the kernel's, mapping 300 MB) and 300 MB of memory.
  const pgdata = join(dir, 'pgdata');
  await (await openPglite(pgdata, { loadDataDir: dump })).close();
  project.provide('pgliteTemplate', pgdata);
  return () => rmSync(dir, { recursive: true, force: true });
}
