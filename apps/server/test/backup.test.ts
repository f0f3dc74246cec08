// Backup and restore of a running install: the server runs as its own process over its data (an embedded PGlite data
// directory belongs to that process alone), callers keep writing through the API, `pnpm backup`'s code takes a copy
// meanwhile, and the copy restored into a new, empty target holds every table exactly as the backup's manifest says,
// with every write acknowledged before the copy began and none begun after it ended; a server started on the
// restored folder (and database) serves it.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { PostgresDb } from '../src/db/postgres';
import { SEED_PARTS, seed } from '../src/demo';
import { backupManifest } from '../src/ops/backup';
import { backup, type OpsEnv, restore } from '../src/ops/backupCommand';
import { Caller, type CrashDatabase, ServerProcess } from './support/crashHarness';
import { scratchDir } from './support/scratch';

const engine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

/**
 * An empty install (DATA_DIR, and a new database on PostgreSQL), migrated and, when `members` is set, holding the
 * demo members and users only: a small database, so that a copy is quick even on a busy machine.
 */
async function install(members: boolean): Promise<OpsEnv & CrashDatabase> {
  const dataDir = scratchDir('socios-backup-test-');
  let url: string | undefined;
  let db: Db | undefined;
  if (engine === 'postgres') {
    const name = `backup_${randomBytes(5).toString('hex')}`;
    const admin = new PostgresDb(`${inject('pgBaseUrl')}/postgres`, { max: 1 });
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.close();
    url = `${inject('pgBaseUrl')}/${name}`;
    db = new PostgresDb(url, { max: 1 });
    cleanups.push(async () => {
      const drop = new PostgresDb(`${inject('pgBaseUrl')}/postgres`, { max: 1 });
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.close();
    });
  } else {
    db = members ? await openPglite(join(dataDir, 'pgdata')) : undefined;
  }
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    if (db && members) {
      await migrate(db);
      await seed(
        db,
        1,
        SEED_PARTS.filter((p) => p.name === 'members'),
      );
    }
  } finally {
    await db?.close();
  }
  return {
    dataDir,
    databaseUrl: url,
    env: { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}), SEED_SCALE: '0' },
    dispose: async () => {},
  };
}

/** Each table's row count and hash, computed here (not by the code under test). */
async function tablesOf(db: Db): Promise<Record<string, { rows: number; hash: string }>> {
  const tables = await db.query<{ name: string; sql: string }>(
    `SELECT n.nspname || '.' || c.relname AS name, format('%I.%I', n.nspname, c.relname) AS sql
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname !~ '^pg_(toast|temp)'`,
  );
  const out: Record<string, { rows: number; hash: string }> = {};
  for (const t of tables) {
    const [row] = await db.query<{ rows: number; hash: string }>(
      `SELECT count(*)::int AS rows, coalesce(md5(string_agg(md5(x::text), '' ORDER BY md5(x::text))), '') AS hash FROM ${t.sql} AS x`,
    );
    out[t.name] = row!;
  }
  return out;
}

const openRestored = (target: OpsEnv): Promise<Db> =>
  target.databaseUrl ? Promise.resolve(new PostgresDb(target.databaseUrl, { max: 1 })) : openPglite(join(target.dataDir, 'pgdata'));

const MAIL = (i: number) => `w${i}@backup.test`;

describe(`backup and restore (${engine})`, () => {
  let source: OpsEnv & CrashDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    source = await install(true);
    server = await ServerProcess.start(source, { env: source.env });
    cleanups.push(() => server.stop());
  });

  it('copies a running install during writes; the restore holds every table as at the copy, and serves it', { timeout: 600_000 }, async () => {
    const { caller } = await Caller.login(server.url);
    // An e-mail in the outbox (a password-reset link), which the copy carries beside the database.
    expect((await caller.call('POST', '/Usuarios/RecuperarPwd', { email: 'admin@recambiosdemo.es' })).status).toBe(200);
    const outbox = join(source.dataDir, 'outbox');
    await expect.poll(() => (existsSync(outbox) ? readdirSync(outbox).length : 0), { timeout: 60_000 }).toBeGreaterThan(0);
    const mails = readdirSync(outbox).sort();

    // Three callers each import one contact after another, as fast as the server answers.
    const started: number[] = [];
    const acknowledged = new Set<number>();
    let next = 0;
    let stop = false;
    const writer = async () => {
      while (!stop) {
        const i = next++;
        started.push(i);
        const contactos = [{ CONT_NOMBRE: `Copia ${i}`, CONT_MAIL: MAIL(i), CONT_TELEFONO: null, CONT_MOVIL: null, CONT_ID_GRUPO_CONTACTO: null, Accion: 0 }];
        const res = await caller.call('POST', '/Usuarios/AltaMasivaContactos', { contactos });
        expect(res.status).toBe(200);
        acknowledged.add(i);
      }
    };
    const writers = [writer(), writer(), writer()];
    await expect.poll(() => acknowledged.size, { timeout: 60_000 }).toBeGreaterThanOrEqual(6);

    const ackedBefore = [...acknowledged];
    const inFlight = started.filter((i) => !acknowledged.has(i));
    const file = join(source.dataDir, '..', `${source.dataDir.split('/').pop()}-copia.tar.gz`);
    cleanups.push(async () => rmSync(file, { force: true }));
    const manifest = await backup(file, source);
    const startedBy = started.length;
    // Writing goes on after the copy, which must not hold what came after it.
    const after = acknowledged.size;
    await expect.poll(() => acknowledged.size, { timeout: 60_000 }).toBeGreaterThan(after + 2);
    stop = true;
    await Promise.all(writers);
    expect(inFlight.length, 'writes were in flight when the copy began').toBe(3);
    expect(await backupManifest(file)).toEqual(manifest);
    expect([...readFileSync(file).subarray(0, 2)], 'a gzip file, as the server wrote it').toEqual([0x1f, 0x8b]);

    const target = await install(false);
    const result = await restore(file, target);
    expect(result.tablesChecked).toBe(Object.keys(manifest.tables).length);
    const db = await openRestored(target);
    try {
      const restored = await tablesOf(db);
      expect(Object.keys(restored).sort()).toEqual(Object.keys(manifest.tables).sort());
      expect(restored).toEqual(manifest.tables);
      expect(Object.keys(restored)).toContain('public.contacts');
      const found = new Set(
        (await db.query<{ mail: string }>(`SELECT cont_mail AS mail FROM contacts WHERE cont_mail LIKE '%@backup.test'`)).map((r) => r.mail),
      );
      for (const i of ackedBefore) expect(found.has(MAIL(i)), `write ${i}, acknowledged before the copy`).toBe(true);
      for (let i = startedBy; i < next; i++) expect(found.has(MAIL(i)), `write ${i}, begun after the copy`).toBe(false);
    } finally {
      await db.close();
    }
    expect(readdirSync(join(target.dataDir, 'outbox')).sort()).toEqual(mails);

    // A second restore into the same target is refused and changes nothing.
    await expect(restore(file, target)).rejects.toThrow(/ya contiene|no está vacía/);
    const again = await openRestored(target);
    try {
      expect(await tablesOf(again)).toEqual(manifest.tables);
    } finally {
      await again.close();
    }

    // The restored install serves what it holds: the admin logs in and finds the contacts written before the copy.
    const restoredServer = await ServerProcess.start(target, { env: target.env });
    try {
      const { config } = await Caller.login(restoredServer.url);
      const contacts = (config.contactos as { CONT_MAIL: string }[]).map((c) => c.CONT_MAIL);
      expect(contacts).toEqual(expect.arrayContaining(ackedBefore.map(MAIL)));
    } finally {
      await restoredServer.stop();
    }
  });

  it('refuses a file that is not a backup, or is missing, with a clear message and nothing changed', async () => {
    const target = await install(false);
    const junk = join(target.dataDir, 'no-es-copia.tar.gz');
    writeFileSync(junk, 'esto no es una copia');
    await expect(restore(junk, target)).rejects.toThrow(/no es una copia de Portal Socios/);
    await expect(restore(join(target.dataDir, 'falta.tar.gz'), target)).rejects.toThrow(/No existe el fichero/);
    expect(readdirSync(target.dataDir)).toEqual(['no-es-copia.tar.gz']);
  });
});
