import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMigrations, migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { ROOM_TO_MOVE } from './demoDay';
import { type SeedDay, seed } from './index';

/**
 * A ready database for the first start: the server's build migrates and seeds an embedded database once and keeps its
 * data directory beside the bundle (dist/pgdata-template.tar.gz), so that a first start on an empty data folder
 * unpacks it instead of seeding for a minute. It is used when it fits: the same demo-data scale and every migration of
 * this build. Made on any day: its demo data is dated relative to the day it was made, and the first start moves it
 * to today once (fitDemoData in demoDay.ts), so it need not be made the same day.
 */
/** Where the build leaves the template: beside the bundle. */
const BESIDE_BUNDLE = fileURLToPath(new URL('.', import.meta.url));
const files = (dir: string) => ({ template: join(dir, 'pgdata-template.tar.gz'), meta: join(dir, 'pgdata-template.json') });

/** What a template was made with. */
export interface TemplateMeta {
  scale: number;
  /** The day its demo data is dated from (for information: the data itself says it, see demoDay.ts). */
  day: string;
  migrations: string[];
}

const migrationNames = () => loadMigrations().map((m) => `${m.id}:${m.checksum}`);

/** The template's bytes when it fits this start (scale, migrations), else undefined. */
export function usableTemplate(scale: number, dir = BESIDE_BUNDLE): Blob | undefined {
  const { template, meta: metaFile } = files(dir);
  if (!existsSync(template) || !existsSync(metaFile)) return undefined;
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as TemplateMeta;
  if (meta.scale !== scale || meta.migrations.join('|') !== migrationNames().join('|')) return undefined;
  return new Blob([readFileSync(template)]);
}

/** The description written beside a template made at `now` (exported for tests). */
export function templateMeta(scale: number, now = new Date()): TemplateMeta {
  return { scale, day: now.toISOString().slice(0, 10), migrations: migrationNames() };
}

/**
 * Builds the template beside the bundle (run by build.mjs after bundling), its demo data dated from `now`: the real
 * clock for a build, an earlier day for the bench of a first start on a later day. Purchases of the whole current
 * year are kept; the first start trims the months to come (demoDay.ts).
 */
export async function writeTemplate(scale = 1, dir = BESIDE_BUNDLE, now = new Date()): Promise<void> {
  const { template, meta } = files(dir);
  const db = await openPglite();
  await migrate(db);
  // Half of every page of the tables whose many dates the first start moves stays free for the moved rows (demoDay.ts).
  for (const table of ROOM_TO_MOVE) await db.exec(`ALTER TABLE ${table} SET (fillfactor = 50)`);
  const day: SeedDay = { now, purchasesToYearEnd: true };
  await seed(db, scale, undefined, day);
  // A checkpoint first, so that the ready database carries 64 MB of write-ahead log at most (openPglite).
  await db.exec('CHECKPOINT');
  const dump = await db.pg.dumpDataDir('gzip');
  writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
  writeFileSync(meta, JSON.stringify(templateMeta(scale, now)));
  await db.close();
}
