import { createWriteStream, existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { openPglite } from '../db/pglite';
import { runningServer } from './admin';
import { type BackupManifest, backupManifest, OpsError, restoreBackup, writeBackup } from './backup';

/** Where a backup is taken from and restored to: DATA_DIR and DATABASE_URL, as the server reads them. */
export interface OpsEnv {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/**
 * Writes a backup of the install of `env` to `file` while its server runs or not: PostgreSQL through pg_dump; the
 * embedded database through the running server (admin.json) or, when no server runs on DATA_DIR, opened here.
 */
export async function backup(file: string, env: OpsEnv): Promise<BackupManifest> {
  const target = resolve(file);
  if (env.databaseUrl) return writeBackup(target, { engine: 'postgres', url: env.databaseUrl }, env.dataDir);
  if (existsSync(target)) throw new OpsError(`${target} ya existe: elija otro nombre para la copia (no se sobrescribe).`);
  const server = runningServer(env.dataDir);
  if (server) {
    let res: Response;
    try {
      res = await fetch(`${server.url}/admin/backup`, { method: 'POST', headers: { Authorization: `Bearer ${server.token}` } });
    } catch (err) {
      throw new OpsError(`El servidor en marcha sobre ${env.dataDir} (proceso ${server.pid}) no responde en ${server.url}: ${(err as Error).message}`);
    }
    if (!res.ok || !res.body) throw new OpsError(`El servidor en marcha sobre ${env.dataDir} no ha hecho la copia (HTTP ${res.status}).`);
    const partial = `${target}.partial`;
    try {
      await pipeline(Readable.fromWeb(res.body as WebReadableStream), createWriteStream(partial));
      renameSync(partial, target);
    } catch (err) {
      rmSync(partial, { force: true });
      throw err;
    }
    return backupManifest(target);
  }
  const pgdata = join(env.dataDir, 'pgdata');
  if (!existsSync(join(pgdata, 'PG_VERSION'))) throw new OpsError(`No hay base de datos en ${pgdata}: compruebe DATA_DIR.`);
  const db = await openPglite(pgdata);
  try {
    return await writeBackup(target, { engine: 'pglite', db }, env.dataDir);
  } finally {
    await db.close();
  }
}

/** Restores `file` into the empty DATA_DIR (or empty database of DATABASE_URL) of `env`. */
export function restore(file: string, env: OpsEnv) {
  return restoreBackup(resolve(file), env);
}
