import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgresDb } from '../../src/db/postgres';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** A PostgreSQL cluster of our own on a free loopback port, for the duration of a test run. */
export interface Cluster {
  /** postgres:// URL of the cluster without a database name. */
  baseUrl: string;
  /** Stops the cluster and deletes its files. */
  stop(): void;
}

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A watchdog for a started cluster: a small process of its own (its own process group, so a Ctrl-C in the terminal
 * reaches the test run but not it) that holds the reading end of a pipe from this process. When this process ends in
 * any way (done, crashed, killed by turbo, Ctrl-C, SIGKILL), the pipe closes and the watchdog stops the cluster with
 * pg_ctl and deletes its folder, so a cut-off run leaves no server running. Its argv: pg_ctl, data dir, folder, and
 * the user to run pg_ctl as (empty: this one).
 */
const WATCHDOG = `
const { spawnSync } = require('node:child_process');
const { rmSync } = require('node:fs');
const [pgCtl, data, dir, user] = process.argv.slice(1);
const stop = () => {
  const args = ['-D', data, '-m', 'immediate', 'stop'];
  if (user) spawnSync('runuser', ['-u', user, '--', pgCtl, ...args], { stdio: 'ignore' });
  else spawnSync(pgCtl, args, { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.stdin.on('close', stop);
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.resume();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
`;

/** Starts the watchdog of a cluster (see WATCHDOG); SIGKILL it before the cluster is stopped the ordinary way. */
function watch(data: string, dir: string, asRoot: boolean) {
  const watchdog = spawn(process.execPath, ['-e', WATCHDOG, join(BIN, 'pg_ctl'), data, dir, asRoot ? 'postgres' : ''], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  // Neither the child nor the pipe keeps this process alive; the pipe only has to close when this process ends.
  watchdog.unref();
  (watchdog.stdin as Socket | null)?.unref();
  return watchdog;
}

/**
 * Starts a throwaway cluster with initdb + pg_ctl. PostgreSQL refuses to run as root, so as root the cluster
 * belongs to the `postgres` user. Durability is off: it is thrown away after the run.
 */
export async function startCluster(): Promise<Cluster> {
  if (!existsSync(join(BIN, 'initdb'))) {
    throw new Error(`PostgreSQL server binaries not found in ${BIN} (set PG_BIN): the postgres test project needs them`);
  }
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'socios-pg-'));
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(BIN, cmd), ...args]] : [join(BIN, cmd), args];
    execFileSync(file as string, argv as string[], { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const data = join(dir, 'data');
  // Watched from the start: a run killed during initdb or while pg_ctl waits for the server leaves nothing either.
  const watchdog = watch(data, dir, asRoot);
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  return {
    baseUrl: `postgres://postgres@127.0.0.1:${port}`,
    stop() {
      watchdog.kill('SIGKILL');
      const args = ['-D', data, '-m', 'immediate', 'stop'];
      if (asRoot) spawnSync('runuser', ['-u', 'postgres', '--', join(BIN, 'pg_ctl'), ...args], { stdio: 'ignore' });
      else spawnSync(join(BIN, 'pg_ctl'), args, { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Name of the migrated and seeded template database on the cluster (made by the global setup). */
export const TEMPLATE_DB = 'socios_template';

/**
 * A new database of the cluster, cloned from the template under a name starting with `prefix`; `drop` removes it.
 * The files are copied as they are: PostgreSQL 15's default (WAL_LOG) writes the whole ~230 MB template through the
 * write-ahead log, twice the time of a copy on this cluster (fsync off).
 */
export async function cloneTemplate(baseUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}${Date.now().toString(36)}_${Math.floor(Math.random() * 1e9).toString(36)}`;
  const admin = new PostgresDb(`${baseUrl}/postgres`, { max: 1 });
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB} STRATEGY FILE_COPY`);
  } finally {
    await admin.close();
  }
  return {
    url: `${baseUrl}/${name}`,
    async drop() {
      const drop = new PostgresDb(`${baseUrl}/postgres`, { max: 1 });
      try {
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await drop.close();
      }
    },
  };
}
