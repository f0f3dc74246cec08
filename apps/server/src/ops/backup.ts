import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openAsBlob,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import pg from 'pg';
import * as tar from 'tar';
import type { Queryable } from '../db/db';
import { openPglite, type PgliteDb } from '../db/pglite';
import { allRows } from '../db/postgres';

/**
 * Backup and restore of a whole install: the database (the embedded PGlite data directory, or a PostgreSQL database
 * through pg_dump's custom format) and the files the server keeps beside it (the outbox of e-mails, DATA_DIR/outbox).
 * A backup is one tar file: a manifest (engine, date, every table's row count and hash at the moment of the copy),
 * the database, and the files. The database part is consistent: PGlite's is dumped with no statement in between
 * (PgliteDb.snapshot), PostgreSQL's by pg_dump on a snapshot exported by the transaction that hashed the tables.
 * A restore loads it only into an empty target, then checks every table against the manifest.
 */

/** A refusal or failure of a backup or restore, with a message for the operator (Spanish, like the product). */
export class OpsError extends Error {}

/** Name of the manifest inside a backup. */
const MANIFEST = 'copia-portal-socios.json';
const PGLITE_DUMP = 'database/pgdata.tar';
const POSTGRES_DUMP = 'database/postgres.dump';
const OUTBOX = 'outbox';

/** One table at the moment of the copy. */
export interface TableFingerprint {
  rows: number;
  /** md5 of the rows' md5s in order: equal exactly when the table holds the same rows. */
  hash: string;
}

/** What a backup holds. */
export interface BackupManifest {
  format: 'portal-socios-backup';
  version: 1;
  engine: 'pglite' | 'postgres';
  /** When the database part was taken (ISO). */
  takenAt: string;
  /** Every table of the database ("schema.table"). */
  tables: Record<string, TableFingerprint>;
  /** Files of the outbox folder in the copy. */
  outboxFiles: number;
}

/**
 * Row count and hash of every table (any schema but PostgreSQL's own: ours and pg-boss's). Partitioned tables are
 * counted through their partitions.
 */
export async function tableFingerprints(db: Queryable): Promise<Record<string, TableFingerprint>> {
  const tables = await db.query<{ name: string; quoted: string }>(
    `SELECT n.nspname || '.' || c.relname AS name, quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS quoted
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'
      ORDER BY 1`,
  );
  const result: Record<string, TableFingerprint> = {};
  for (const table of tables) {
    const [row] = await db.query<TableFingerprint>(
      `SELECT count(*)::int AS rows,
              coalesce(md5(string_agg(h, '' ORDER BY h)), '') AS hash
         FROM (SELECT md5(r::text) AS h FROM ${table.quoted} AS r) AS hashed`,
    );
    result[table.name] = row ?? { rows: 0, hash: '' };
  }
  return result;
}

/** Where a backup's database comes from: an open embedded database, or a PostgreSQL server. */
export type BackupSource = { engine: 'pglite'; db: PgliteDb } | { engine: 'postgres'; url: string };

/** A PostgreSQL client program (pg_dump, pg_restore): from PG_BIN, else Debian's PostgreSQL 15, else PATH. */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const dirs = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin', ...(process.env.PATH ?? '').split(':')];
  const found = dirs
    .filter((d): d is string => !!d)
    .map((d) => join(d, name))
    .find((f) => existsSync(f));
  if (!found) throw new OpsError(`No se encuentra ${name} (cliente de PostgreSQL): instale postgresql-client o indique su carpeta en PG_BIN.`);
  return found;
}

const run = promisify(execFile);

/** Runs a PostgreSQL client program; its error output becomes the error's message. */
async function runTool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(postgresTool(name), args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    if (err instanceof OpsError) throw err;
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new OpsError(`${name} ha fallado: ${stderr || (err as Error).message}`);
  }
}

/** Our Queryable over one node-postgres client (its open transaction, if any). */
function clientQueryable(client: pg.Client): Queryable {
  return {
    query: async <T>(sql: string, params?: readonly unknown[]) => (await client.query(sql, params as unknown[])).rows as T[],
    exec: async (sql: string) => allRows(await client.query(sql)),
  };
}

/** The database part into `dir`: the dump file and the tables' fingerprints, taken at one moment. */
async function dumpDatabase(source: BackupSource, dir: string): Promise<Record<string, TableFingerprint>> {
  mkdirSync(join(dir, 'database'), { recursive: true });
  if (source.engine === 'pglite') {
    const { value, dump } = await source.db.snapshot(tableFingerprints);
    await pipeline(Readable.fromWeb(dump.stream() as WebReadableStream), createWriteStream(join(dir, PGLITE_DUMP)));
    return value;
  }
  // One repeatable-read transaction hashes the tables and exports its snapshot, which pg_dump then copies: both see
  // the same moment, whatever is written meanwhile.
  const client = new pg.Client({ connectionString: source.url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const [row] = (await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')).rows;
    const tables = await tableFingerprints(clientQueryable(client));
    await runTool('pg_dump', ['--format=custom', `--snapshot=${row?.snapshot}`, `--file=${join(dir, POSTGRES_DUMP)}`, `--dbname=${source.url}`]);
    await client.query('COMMIT');
    return tables;
  } finally {
    await client.end();
  }
}

/** The files of a folder (none when it does not exist). */
function filesIn(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => statSync(join(dir, f)).isFile()) : [];
}

/**
 * Writes a backup of the database and of DATA_DIR's outbox to `file` (through a temporary file renamed at the end:
 * `file` is either absent or a whole backup). Refuses to overwrite an existing file.
 */
export async function writeBackup(file: string, source: BackupSource, dataDir: string): Promise<BackupManifest> {
  if (existsSync(file)) throw new OpsError(`${file} ya existe: elija otro nombre para la copia (no se sobrescribe).`);
  const staging = mkdtempSync(join(tmpdir(), 'socios-backup-'));
  try {
    const takenAt = new Date().toISOString();
    const tables = await dumpDatabase(source, staging);
    // The e-mails written so far; one written during the copy may or may not be in it (they are independent files).
    const outbox = join(dataDir, OUTBOX);
    const outboxFiles = filesIn(outbox);
    mkdirSync(join(staging, OUTBOX));
    for (const f of outboxFiles) cpSync(join(outbox, f), join(staging, OUTBOX, f));
    const manifest: BackupManifest = { format: 'portal-socios-backup', version: 1, engine: source.engine, takenAt, tables, outboxFiles: outboxFiles.length };
    writeFileSync(join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    // Compressed as a whole, cheaply (level 1): the data directory's pages shrink to about a quarter at once.
    await tar.create({ file: partial, cwd: staging, portable: true, gzip: { level: 1 } }, [MANIFEST, 'database', OUTBOX]);
    renameSync(partial, file);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Reads and checks the manifest of an unpacked backup. */
function readManifest(dir: string, file: string): BackupManifest {
  const path = join(dir, MANIFEST);
  return checkedManifest(existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined, file);
}

/** A manifest read from `file`, checked to be one this version restores. */
function checkedManifest(manifest: Partial<BackupManifest> | undefined, file: string): BackupManifest {
  if (manifest?.format !== 'portal-socios-backup') throw new OpsError(`${file} no es una copia de Portal Socios.`);
  if (manifest.version !== 1) throw new OpsError(`${file} es una copia de una versión posterior (formato ${manifest.version}): restáurela con esa versión.`);
  return manifest as BackupManifest;
}

/** Unpacks a backup into a new temporary folder (the caller removes it). */
async function unpack(file: string): Promise<string> {
  if (!existsSync(file)) throw new OpsError(`No existe el fichero ${file}.`);
  const dir = mkdtempSync(join(tmpdir(), 'socios-restore-'));
  try {
    await tar.extract({ file, cwd: dir, strict: true });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    throw new OpsError(`${file} no es una copia de Portal Socios (no es un archivo tar legible).`);
  }
  return dir;
}

/** The manifest of a backup file, read without unpacking the rest. */
export async function backupManifest(file: string): Promise<BackupManifest> {
  let text = '';
  await tar.list({
    file,
    filter: (path) => path === MANIFEST,
    onReadEntry: (entry) => entry.on('data', (chunk: Buffer) => (text += chunk.toString('utf8'))),
  });
  return checkedManifest(text ? JSON.parse(text) : undefined, file);
}

/** Where a restore goes: DATA_DIR (its pgdata and outbox), and the PostgreSQL database of DATABASE_URL if set. */
export interface RestoreTarget {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/** What a restore loaded. */
export interface RestoreResult {
  manifest: BackupManifest;
  /** Tables checked identical to the backup. */
  tablesChecked: number;
}

/** Relations of a PostgreSQL database outside PostgreSQL's own schemas: none in an empty database. */
async function postgresObjects(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new OpsError(`No se puede conectar con la base de datos de DATABASE_URL: ${(err as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** The tables whose rows differ from the manifest's (names), compared on the restored database. */
async function differences(db: Queryable, manifest: BackupManifest): Promise<string[]> {
  const now = await tableFingerprints(db);
  const names = new Set([...Object.keys(now), ...Object.keys(manifest.tables)]);
  return [...names].filter((n) => now[n]?.hash !== manifest.tables[n]?.hash || now[n]?.rows !== manifest.tables[n]?.rows);
}

/**
 * Restores a backup into an empty target: an embedded database into DATA_DIR/pgdata, a PostgreSQL one into the empty
 * database of DATABASE_URL (pg_restore), the outbox into DATA_DIR/outbox. Refuses, changing nothing, when the target
 * already holds a database or e-mails, or when the backup's engine is not the target's. Then checks every table
 * against the manifest.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreResult> {
  const dir = await unpack(file);
  try {
    const manifest = readManifest(dir, file);
    const pgdata = join(target.dataDir, 'pgdata');
    const outbox = join(target.dataDir, OUTBOX);
    if (manifest.engine === 'pglite' && target.databaseUrl) {
      throw new OpsError('La copia es de la base de datos integrada (PGlite): restáurela sin DATABASE_URL, en una carpeta DATA_DIR vacía.');
    }
    if (manifest.engine === 'postgres' && !target.databaseUrl) {
      throw new OpsError('La copia es de un servidor PostgreSQL: indique en DATABASE_URL una base de datos vacía donde restaurarla.');
    }
    if (manifest.engine === 'pglite' && existsSync(pgdata) && readdirSync(pgdata).length > 0) {
      throw new OpsError(`${target.dataDir} ya contiene una base de datos (${pgdata}): restaure en una carpeta DATA_DIR vacía; no se ha cambiado nada.`);
    }
    if (filesIn(outbox).length > 0) {
      throw new OpsError(`${outbox} ya contiene correos: restaure en una carpeta DATA_DIR vacía; no se ha cambiado nada.`);
    }
    if (target.databaseUrl && (await postgresObjects(target.databaseUrl)) > 0) {
      throw new OpsError('La base de datos de DATABASE_URL no está vacía: cree una base de datos nueva para restaurar; no se ha cambiado nada.');
    }

    let different: string[];
    if (manifest.engine === 'pglite') {
      mkdirSync(pgdata, { recursive: true });
      const db = await openPglite(pgdata, { loadDataDir: await openAsBlob(join(dir, PGLITE_DUMP)) });
      try {
        different = await differences(db, manifest);
      } finally {
        await db.close();
      }
    } else {
      const url = target.databaseUrl as string;
      await runTool('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', `--dbname=${url}`, join(dir, POSTGRES_DUMP)]);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        different = await differences(clientQueryable(client), manifest);
      } finally {
        await client.end();
      }
    }
    if (different.length > 0) throw new OpsError(`La base de datos restaurada no coincide con la copia en: ${different.join(', ')}.`);

    const files = filesIn(join(dir, OUTBOX));
    if (files.length > 0) mkdirSync(outbox, { recursive: true });
    for (const f of files) cpSync(join(dir, OUTBOX, f), join(outbox, f));
    return { manifest, tablesChecked: Object.keys(manifest.tables).length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
