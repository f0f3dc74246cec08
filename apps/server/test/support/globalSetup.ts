import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { PostgresDb } from '../../src/db/postgres';
import { seed } from '../../src/demo';
import { copyDatabase } from './copyDatabase';
import { startCluster, TEMPLATE_DB } from './postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite template database's data directory (shut down), which a pglite suite copies and opens. */
    pgliteTemplate: string;
    /** postgres: URL of the cluster (no database name). */
    pgBaseUrl: string;
  }
}

/**
 * The seeded PGlite template, made once per run: the setups of the two projects run one after the other in this process
 * (each with its own copy of this module, hence globalThis), the first to ask seeds it, and the last to end removes it.
 */
interface SeededTemplate {
  dir: string;
  pgdata: Promise<string>;
  users: number;
}
const shared = globalThis as { sociosSeededTemplate?: SeededTemplate };

function seededTemplate(): { dir: string; pgdata: Promise<string>; release: () => void } {
  if (!shared.sociosSeededTemplate) {
    const dir = mkdtempSync(join(tmpdir(), 'socios-pglite-'));
    const pgdata = (async () => {
      // Seeded in the folder itself, which a suite copies and opens in place (0.3 s of CPU; loading a dump into memory
      // cost each suite 1.5–2 s). Seeding in memory and unpacking its dump into the folder cost 3 s of CPU more.
      const folder = join(dir, 'pgdata');
      const db = await openPglite(folder);
      await migrate(db);
      await seed(db, 1);
      // Little write-ahead log left for each suite's copy to replay.
      await db.exec('CHECKPOINT');
      await db.close();
      return folder;
    })();
    shared.sociosSeededTemplate = { dir, pgdata, users: 0 };
  }
  const template = shared.sociosSeededTemplate;
  template.users++;
  return {
    dir: template.dir,
    pgdata: template.pgdata,
    release: () => {
      if (--template.users > 0) return;
      rmSync(template.dir, { recursive: true, force: true });
      if (shared.sociosSeededTemplate === template) shared.sociosSeededTemplate = undefined;
    },
  };
}

/**
 * Migrates and seeds one template database per run; suites clone it instead of migrating again. PostgreSQL's template is
 * migrated by PostgreSQL and gets its rows from the seeded PGlite template (copyDatabase) rather than from a second seed.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const template = seededTemplate();
  if (project.name === 'postgres') {
    const cluster = await startCluster();
    try {
      const admin = new PostgresDb(`${cluster.baseUrl}/postgres`, { max: 1 });
      await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
      await admin.close();
      const target = new PostgresDb(`${cluster.baseUrl}/${TEMPLATE_DB}`, { max: 1 });
      await migrate(target);
      // A copy of the PGlite template is opened, so that the template itself stays as its setup left it.
      const source = join(template.dir, `copy-${process.pid}`);
      cpSync(await template.pgdata, source, { recursive: true });
      const seeded = await openPglite(source);
      await copyDatabase(seeded, target);
      await seeded.close();
      rmSync(source, { recursive: true, force: true });
      await target.close();
    } catch (err) {
      cluster.stop();
      template.release();
      throw err;
    }
    project.provide('pgBaseUrl', cluster.baseUrl);
    // For the check that the copy holds the same rows (templates.test.ts).
    project.provide('pgliteTemplate', await template.pgdata);
    // Released at the end only: the other project's setup may come after this one and take the same template.
    return () => {
      cluster.stop();
      template.release();
    };
  }
  project.provide('pgliteTemplate', await template.pgdata);
  return () => template.release();
}
