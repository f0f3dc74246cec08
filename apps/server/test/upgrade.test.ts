// Upgrade in place: the server of the previous release (its git tag, built as a release is built) starts on an empty
// data folder, a user writes through its API, it stops; today's server starts on the same folder and everything is
// there: the session, the contacts, the favourites, every migration applied once, the demo data not loaded again.
// The embedded database only: with PostgreSQL the same migrations run on the server's database, which the other tests
// cover. The release is unpacked (git archive), installed from the pnpm store and built once per release commit and
// machine (releaseCacheDir: a release never changes, and its build seeds a database for a minute and more, which a
// fresh clone would otherwise pay on every run). The release is named by its commit, which is in main's history: a clone carries it whether or
// not tags travel with it (they do not, on CI's clone of the submitted main); a shallow clone fails here, saying so.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { Caller, type CrashDatabase, ServerProcess } from './support/crashHarness';
import { scratchDir } from './support/scratch';

/** The previous release the upgrade starts from, by name and commit (move both on at each release). */
const PREVIOUS_RELEASE = 'v0.3';
const PREVIOUS_RELEASE_COMMIT = '6a963a79cf1b90de19835427b180689e97daf685';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: SERVER_DIR, encoding: 'utf8' }).trim();

/** The previous release's commit; a clear failure when the clone lacks it (a shallow clone). */
function releaseCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${PREVIOUS_RELEASE_COMMIT}^{commit}`], { cwd: REPO, encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      `The commit of ${PREVIOUS_RELEASE} (${PREVIOUS_RELEASE_COMMIT}, the previous release, whose install this test upgrades) ` +
        `is not in ${REPO}: clone with the whole history of main (not --depth).`,
    );
  }
}

/** Runs a command in `cwd`, its output kept for the error when it fails. */
function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: 'true' } });
    let out = '';
    const keep = (chunk: Buffer) => {
      out = (out + chunk.toString()).slice(-6000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${out}`))));
  });
}

/**
 * Where built releases are kept on this machine: the user's cache folder (XDG_CACHE_HOME, else ~/.cache), as the pnpm
 * store is kept, so that a fresh clone finds a release another clone built; the clone's node_modules/.cache when
 * there is no home folder to write to.
 */
function releaseCacheDir(): string {
  const home = process.env.XDG_CACHE_HOME || (homedir() ? join(homedir(), '.cache') : '');
  const dir = home ? join(home, 'socios-portal') : join(SERVER_DIR, 'node_modules', '.cache');
  try {
    mkdirSync(dir, { recursive: true });
    return dir;
  } catch {
    return join(SERVER_DIR, 'node_modules', '.cache');
  }
}

/**
 * The previous release's server, built: its sources at the tag, its dependencies installed from the pnpm store (only
 * the server and the workspace packages it bundles), `node build.mjs` as `pnpm build` runs it. Kept per commit; built
 * in a folder of its own and renamed into place when whole, so that two runs building it at once, or a run cut off
 * half-way, never leave a half-built release where another run would take it.
 */
async function previousRelease(): Promise<{ entry: string; cwd: string }> {
  const commit = releaseCommit();
  const cache = releaseCacheDir();
  const dir = join(cache, `release-${PREVIOUS_RELEASE}-${commit.slice(0, 12)}`);
  const server = (root: string) => join(root, 'apps', 'server');
  if (!existsSync(join(dir, '.ready'))) {
    const building = `${dir}.building-${process.pid}-${Date.now().toString(36)}`;
    mkdirSync(building, { recursive: true });
    try {
      const archive = spawn('git', ['archive', '--format=tar', commit], { cwd: REPO, stdio: ['ignore', 'pipe', 'inherit'] });
      await pipeline(archive.stdout, tar.extract({ cwd: building }));
      await run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--filter', '@socios/server...'], building);
      await run(process.execPath, ['build.mjs'], server(building));
      writeFileSync(join(building, '.ready'), commit);
      // Another run may have put the same release in place meanwhile: theirs is as good.
      if (!existsSync(join(dir, '.ready'))) {
        rmSync(dir, { recursive: true, force: true });
        renameSync(building, dir);
      }
    } finally {
      rmSync(building, { recursive: true, force: true });
    }
  }
  return { entry: join(server(dir), 'dist', 'main.js'), cwd: server(dir) };
}

/** The migrations recorded in a data folder's database, and how many demo-data parts were loaded. */
async function recorded(dataDir: string): Promise<{ migrations: { id: string; applied_at: string }[]; seedParts: number }> {
  const db = await openPglite(join(dataDir, 'pgdata'));
  try {
    const migrations = await db.query<{ id: string; applied_at: string }>(`SELECT id, applied_at::text FROM schema_migrations ORDER BY id`);
    const [parts] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM seed_parts');
    return { migrations, seedParts: parts?.n ?? 0 };
  } finally {
    await db.close();
  }
}

const NEWS_QUERY = { idTipo: 0, anyo: 0, mes: 0, modo: 0, idCategoria: 0, texto: null };

describe(`upgrade in place from ${PREVIOUS_RELEASE}`, () => {
  let release: { entry: string; cwd: string };
  let data: CrashDatabase;
  beforeAll(async () => {
    release = await previousRelease();
    const dataDir = scratchDir('socios-upgrade-');
    data = { dataDir, env: { DATA_DIR: dataDir }, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }, 1_800_000);
  afterAll(() => data?.dispose());

  it('today’s server starts on the previous release’s data folder with nothing lost and each migration applied once', { timeout: 600_000 }, async () => {
    const old = await ServerProcess.start(data, release);
    let caller: Caller;
    let before: Record<string, unknown>;
    try {
      ({ caller } = await Caller.login(old.url));
      const contactos = [
        {
          CONT_NOMBRE: 'Antes de actualizar',
          CONT_MAIL: 'antes@upgrade.test',
          CONT_TELEFONO: '900000001',
          CONT_MOVIL: null,
          CONT_ID_GRUPO_CONTACTO: null,
          Accion: 0,
        },
      ];
      expect((await caller.call('POST', '/Usuarios/AltaMasivaContactos', { contactos })).status).toBe(200);
      const news = (await caller.call('POST', '/Noticias/GetListaNoticias', NEWS_QUERY)).body.valorRetorno as { ID: number }[];
      const favourites = (await caller.call('GET', '/Login/EnSession')).body.favoritos as { NoticiasFavoritas: { FAV_ID_ENTIDAD: number }[] };
      const item = news.find((n) => !favourites.NoticiasFavoritas.some((f) => f.FAV_ID_ENTIDAD === n.ID));
      expect(item).toBeDefined();
      const added = await caller.call('POST', '/Usuarios/AddOrDeleteFavorito', { FAV_ID: null, FAV_ID_ENTIDAD: item?.ID, FAV_TIPO: 'N' });
      expect(added.status).toBe(200);
      before = (await caller.call('GET', '/Login/EnSession')).body;
      expect(before.ok).toBe(true);
    } finally {
      await old.stop();
    }
    const atRelease = await recorded(data.dataDir);
    expect(atRelease.migrations.length).toBeGreaterThan(0);

    const today = await ServerProcess.start(data);
    try {
      // The session opened on the previous release goes on, and sees what it wrote there.
      const after = (await caller.at(today.url).call('GET', '/Login/EnSession')).body;
      expect(after.ok).toBe(true);
      expect(after.contactos).toEqual(before.contactos);
      expect(after.favoritos).toEqual(before.favoritos);
      expect((after.contactos as { CONT_MAIL: string }[]).map((c) => c.CONT_MAIL)).toContain('antes@upgrade.test');
      // A new login too.
      const { config } = await Caller.login(today.url);
      expect(config.favoritos).toEqual(before.favoritos);
    } finally {
      await today.stop();
    }

    const upgraded = await recorded(data.dataDir);
    // Every migration of today, each once; those of the release kept as they were applied (not run again).
    expect(upgraded.migrations.map((m) => m.id)).toEqual(loadMigrations().map((m) => m.id));
    expect(upgraded.migrations.slice(0, atRelease.migrations.length)).toEqual(atRelease.migrations);
    expect(upgraded.seedParts).toBe(atRelease.seedParts);
  });
});
