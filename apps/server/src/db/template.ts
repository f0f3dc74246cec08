import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMigrations, migrate } from './migrate';
import { openPglite } from './pglite';
import { seed } from './seed';

/**
 * A ready database for the first start: the server's build migrates and seeds an embedded database once and keeps its
 * data directory beside the bundle (dist/pgdata-template.tar.gz), so that a first start on an empty data folder
 * unpacks it instead of seeding for seconds. It is used only when it fits: the same demo-data scale, every migration
 * of this build, and built today (the demo data is dated relative to the day it is made).
 */
/** Where the build leaves the template: beside the bundle. */
const BESIDE_BUNDLE = fileURLToPath(new URL('.', import.meta.url));
const files = (dir: string) => ({ template: join(dir, 'pgdata-template.tar.gz'), meta: join(dir, 'pgdata-template.json') });

/** What a template was made with. */
export interface TemplateMeta {
  scale: number;
  day: string;
  migrations: string[];
}

const today = () => new Date().toISOString().slice(0, 10);
const migrationNames = () => loadMigrations().map((m) => `${m.id}:${m.checksum}`);

/** The template's bytes when it fits this start (scale, migrations, day), else undefined. */
export function usableTemplate(scale: number, dir = BESIDE_BUNDLE): Blob | undefined {
  const { template, meta: metaFile } = files(dir);
  if (!existsSync(template) || !existsSync(metaFile)) return undefined;
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as TemplateMeta;
  if (meta.scale !== scale || meta.day !== today() || meta.migrations.join('|') !== migrationNames().join('|')) return undefined;
  return new Blob([readFileSync(template)]);
}

/** The description written beside a template made now (exported for tests). */
export function templateMeta(scale: number): TemplateMeta {
  return { scale, day: today(), migrations: migrationNames() };
}

/** Builds the template beside the bundle (run by build.mjs after bundling). */
export async function writeTemplate(scale = 1, dir = BESIDE_BUNDLE): Promise<void> {
  const { template, meta } = files(dir);
  const db = await openPglite();
  await migrate(db);
  await seed(db, scale);
  const dump = await db.pg.dumpDataDir('gzip');
  writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
  writeFileSync(meta, JSON.stringify(templateMeta(scale)));
  await db.close();
}
