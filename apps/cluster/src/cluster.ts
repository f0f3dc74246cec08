// Several server instances behind nginx on one throwaway PostgreSQL 15 cluster: what `pnpm cluster` starts and what
// the fault test puts through kills. Everything lives in one temporary folder and stops with stop(); a watchdog
// process stops the instances and nginx and deletes the folder when this process ends in any other way (crash,
// SIGKILL), as the PostgreSQL cluster's own watchdog does for the database.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PostgresDb } from '../../server/src/db/postgres';
import { freePort, startCluster as startPostgres } from '../../server/test/support/postgresCluster';
import { ensureNginx, NGINX, writeNginxConfig } from './nginx';

/** The built server (`pnpm build`). */
export const SERVER_MAIN = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));

/** Seconds nginx keeps an idle connection to an instance; the instances drain longer on SIGTERM. */
const KEEPALIVE_SECONDS = 2;
const DRAIN_SECONDS = 5;

/**
 * The watchdog: holds the reading end of a pipe from this process; each line is a pid to kill ('+pid') or forget
 * ('-pid'). When the pipe closes (this process ended), it kills what is left with SIGKILL and deletes the folder.
 */
const WATCHDOG = `
const { rmSync } = require('node:fs');
const [dir] = process.argv.slice(1);
const pids = new Set();
let rest = '';
const end = () => {
  for (const pid of pids) { try { process.kill(pid, 'SIGKILL'); } catch {} }
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.stdin.on('data', (chunk) => {
  const lines = (rest + chunk).split('\\n');
  rest = lines.pop();
  for (const line of lines) (line[0] === '+' ? pids.add(Number(line.slice(1))) : pids.delete(Number(line.slice(1))));
});
process.stdin.on('close', end);
process.stdin.on('end', end);
process.stdin.on('error', end);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});
`;

/** How a process ended. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A child process with the tail of its output and a promise of its end. */
class Child {
  output = '';
  readonly exited: Promise<Exit>;
  constructor(
    readonly process: ChildProcess,
    echo: ((line: string) => void) | undefined,
  ) {
    let partial = '';
    const onData = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-8000);
      if (!echo) return;
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) echo(line);
    };
    process.stdout?.on('data', onData);
    process.stderr?.on('data', onData);
    this.exited = new Promise((resolve) => process.once('exit', (code, signal) => resolve({ code, signal })));
  }
  get running(): boolean {
    return this.process.exitCode === null && this.process.signalCode === null;
  }
}

/** Resolves once `url`/health answers 200; rejects with the child's output when it ends first. */
async function answering(url: string, name: string, child: Child): Promise<void> {
  for (;;) {
    if (!child.running) throw new Error(`${name} ended (${child.process.exitCode ?? child.process.signalCode}) before answering:\n${child.output}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One server instance: its name (INSTANCE, the X-Instance header), its own port, and its process. */
export class Instance {
  private child: Child | undefined;
  constructor(
    readonly name: string,
    readonly port: number,
    private readonly launch: (instance: Instance) => Child,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child?.running ?? false;
  }

  /** What the process wrote last. */
  get output(): string {
    return this.child?.output ?? '';
  }

  /** Starts the process and resolves once /health answers 200 (rejects when it ends first). */
  async start(): Promise<void> {
    const child = this.launch(this);
    this.child = child;
    await answering(this.url, this.name, child);
  }

  /** Sends a signal and resolves with how the process ended. */
  async stop(signal: NodeJS.Signals): Promise<Exit> {
    const child = this.child;
    if (!child) return { code: null, signal: null };
    if (child.running) child.process.kill(signal);
    return child.exited;
  }
}

/** Settings of a cluster. */
export interface ClusterOptions {
  /** Port of nginx (0: a free one). */
  port: number;
  /** Interface nginx listens on. */
  host?: string;
  /** Number of server instances (3). */
  instances?: number;
  /** Environment added to every instance's (e.g. SESSION_CACHE_SECONDS). */
  env?: Record<string, string>;
  /** Each output line of the instances and nginx, prefixed with its name; none when absent. */
  echo?: (line: string) => void;
}

/** A running cluster. */
export interface Cluster {
  /** The balancer's address: http://host:port. */
  url: string;
  /** postgres:// URL of the database the instances share. */
  databaseUrl: string;
  /** The instances' shared DATA_DIR (its `outbox` holds the e-mails). */
  dataDir: string;
  instances: Instance[];
  /** Stops nginx, the instances (SIGTERM, as a deployment would) and PostgreSQL; deletes the folder. */
  stop(): Promise<void>;
}

/**
 * Starts PostgreSQL 15, the instances and nginx. The instances start together: one migrates and loads the demo data,
 * the others wait for it (migrations and demo data are applied once, under advisory locks).
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(`${SERVER_MAIN} is missing: build the server first (pnpm build)`);
  }
  ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), 'socios-cluster-'));
  const watchdog = spawn(process.execPath, ['-e', WATCHDOG, dir], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  watchdog.unref();
  (watchdog.stdin as Socket | null)?.unref();
  // A line written after the watchdog is gone (the cluster stopped) is of no use to anyone.
  watchdog.stdin?.on('error', () => {});
  const watch = (pid: number | undefined, add: boolean) => {
    if (pid && watchdog.stdin?.writable) watchdog.stdin.write(`${add ? '+' : '-'}${pid}\n`);
  };
  const children: Child[] = [];
  const run = (name: string, file: string, args: string[], env: NodeJS.ProcessEnv) => {
    const child = new Child(
      spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] }),
      options.echo ? (line) => options.echo?.(`[${name}] ${line}`) : undefined,
    );
    watch(child.process.pid, true);
    void child.exited.then(() => watch(child.process.pid, false));
    children.push(child);
    return child;
  };

  let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
  const stop = async () => {
    const nginx = children.filter((c) => c.running && c.process.spawnfile === NGINX);
    for (const c of nginx) c.process.kill('SIGQUIT');
    await Promise.all(nginx.map((c) => c.exited));
    const rest = children.filter((c) => c.running);
    for (const c of rest) c.process.kill('SIGTERM');
    await Promise.all(rest.map((c) => c.exited));
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
    watchdog.kill('SIGKILL');
  };
  try {
    postgres = await startPostgres();
    const admin = `${postgres.baseUrl}/postgres`;
    const databaseUrl = `${postgres.baseUrl}/socios`;
    const db = new PostgresDb(admin, { max: 1 });
    try {
      await db.query('CREATE DATABASE socios');
    } finally {
      await db.close();
    }
    const port = options.port || (await freePort());
    const host = options.host ?? '0.0.0.0';
    const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
    const dataDir = join(dir, 'data');
    const ports: number[] = [];
    for (let i = 0; i < (options.instances ?? 3); i++) ports.push(await freePort());
    const instances = ports.map(
      (p, i) =>
        new Instance(`s${i + 1}`, p, (instance) =>
          run(instance.name, process.execPath, [SERVER_MAIN], {
            ...process.env,
            DATABASE_URL: databaseUrl,
            DATA_DIR: dataDir,
            HOST: '127.0.0.1',
            PORT: String(instance.port),
            INSTANCE: instance.name,
            PUBLIC_URL: url,
            TRUST_PROXY: '1',
            LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
            SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
            ...options.env,
          }),
        ),
    );
    await Promise.all(instances.map((instance) => instance.start()));
    const conf = writeNginxConfig({ prefix: join(dir, 'nginx'), host, port, upstreams: ports, keepaliveSeconds: KEEPALIVE_SECONDS });
    const nginx = run('nginx', NGINX, ['-c', conf, '-p', join(dir, 'nginx'), '-e', 'stderr'], process.env);
    await answering(url, 'nginx', nginx);
    return { url, databaseUrl, dataDir, instances, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
