import { createHash, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { PgliteDb } from '../db/pglite';
import { writeBackup } from './backup';

/**
 * The running server's door for `pnpm backup` on the embedded database: a PGlite data directory belongs to one process,
 * so a backup taken while the server runs is taken by the server. At start the server writes DATA_DIR/admin.json
 * (readable by its owner only, like the data itself) with its process id, a loopback address and a token made for
 * this run; `pnpm backup` reads it and calls POST /admin/backup with the token. Without the token the route does not
 * exist (404, as any unknown path).
 */

/** Name of the file in DATA_DIR. */
const ADMIN_FILE = 'admin.json';

/** What admin.json holds. */
export interface AdminAccess {
  pid: number;
  url: string;
  token: string;
}

/** Whether a secret presented equals the expected one (constant time; any length). */
export function sameSecret(presented: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(req: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/** Registers POST /admin/backup (embedded database only), answering the backup file to the holder of `token`. */
export function registerAdmin(app: FastifyInstance, options: { db: Db; dataDir: string; token: string }): void {
  const { db, dataDir, token } = options;
  // Sent as it is: @fastify/compress would label the gzip file Content-Encoding: gzip, and the caller's fetch unpack it.
  app.post('/admin/backup', { compress: false }, async (req, reply) => {
    const presented = bearerToken(req);
    if (!(db instanceof PgliteDb) || presented === undefined || !sameSecret(presented, token)) return reply.callNotFound();
    const dir = mkdtempSync(join(tmpdir(), 'socios-admin-backup-'));
    const file = join(dir, 'copia.tar');
    try {
      const manifest = await writeBackup(file, { engine: 'pglite', db }, dataDir);
      req.log.info({ tables: Object.keys(manifest.tables).length, outboxFiles: manifest.outboxFiles }, 'backup taken');
    } catch (err) {
      rmSync(dir, { recursive: true, force: true });
      throw err;
    }
    const stream = createReadStream(file);
    stream.once('close', () => rmSync(dir, { recursive: true, force: true }));
    return reply.header('Content-Type', 'application/gzip').header('Cache-Control', 'no-store').send(stream);
  });
}

/** A loopback address reaching a server listening on `address` (its own address when bound to one interface). */
function loopbackUrl(address: AddressInfo): string {
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** Writes DATA_DIR/admin.json once listening; answers a function that removes it (if it is still this run's). */
export function publishAdminAccess(dataDir: string, address: AddressInfo, token: string): () => void {
  const file = join(dataDir, ADMIN_FILE);
  const access: AdminAccess = { pid: process.pid, url: loopbackUrl(address), token };
  writeFileSync(file, JSON.stringify(access), { mode: 0o600 });
  return () => {
    if (readAdminFile(dataDir)?.token === token) rmSync(file, { force: true });
  };
}

function readAdminFile(dataDir: string): AdminAccess | undefined {
  const file = join(dataDir, ADMIN_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AdminAccess;
  } catch {
    return undefined;
  }
}

/** The server running on DATA_DIR, if one is (its admin.json names a live process), else undefined. */
export function runningServer(dataDir: string): AdminAccess | undefined {
  const access = readAdminFile(dataDir);
  if (!access) return undefined;
  try {
    process.kill(access.pid, 0);
    return access;
  } catch (err) {
    // EPERM: the process exists but belongs to another user (still running); ESRCH: a file left by a crash.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? access : undefined;
  }
}
