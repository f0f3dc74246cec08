// Crash consistency: the server runs as a child process (src/main.ts bundled once by esbuild, with a
// short CAMPAIGN_SEND_LEASE_SECONDS) over a throwaway database, an operation starts, the process is killed with SIGKILL
// at a random moment, a new process starts on the same data, and the operation must be wholly there or wholly absent, and there
// whenever the server had acknowledged it. The checks go through HTTP, as a caller sees the data: an embedded PGlite
// data directory has one process at a time, and that is the server's.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Db } from '../../src/db/db';
import { openPglite } from '../../src/db/pglite';
import { PostgresDb } from '../../src/db/postgres';
import { cloneTemplate } from './postgresCluster';
import { scratchDir } from './scratch';

/** Seconds a claimed campaign delivery stays with its worker in the child (CAMPAIGN_SEND_LEASE_SECONDS). */
export const LEASE_SECONDS = 1;

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
// The folders below are made once per test file and removed when it ends (scratch.ts); a worker that runs several test
// files keeps this module loaded, so a folder that has gone is made again.
let stubPortal: string | undefined;
/** A folder with a minimal index.html for the child to serve, made once per test file. */
function portalDir(): string {
  if (!stubPortal || !existsSync(stubPortal)) {
    stubPortal = scratchDir('socios-crash-portal-');
    writeFileSync(join(stubPortal, 'index.html'), '<!doctype html><title>Portal Socios</title>');
  }
  return stubPortal;
}

let compiled: string | undefined;
/** The NODE_COMPILE_CACHE folder of the file's server processes (removed when the test file ends). */
function compileCache(): string {
  if (!compiled || !existsSync(compiled)) compiled = scratchDir('socios-crash-compiled-');
  return compiled;
}

const ENTRY = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

let bundle: { dir: string; main: Promise<string> } | undefined;
/**
 * src/main.ts bundled once per test file, as `pnpm build` bundles it (npm dependencies external, the migrations
 * beside it), under node_modules/.cache so that the dependencies resolve: a child then starts without compiling the
 * sources, a second or two sooner than under tsx. Removed when the test file ends.
 */
function serverBundle(): Promise<string> {
  if (bundle && existsSync(bundle.dir)) return bundle.main;
  const cache = join(SERVER_DIR, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = scratchDir('socios-crash-bundle-', cache);
  const main = (async () => {
    const pkg = JSON.parse(readFileSync(join(SERVER_DIR, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    await build({
      entryPoints: { main: ENTRY },
      outdir: dir,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      external: Object.keys(pkg.dependencies ?? {}),
      logLevel: 'warning',
    });
    cpSync(join(SERVER_DIR, 'src', 'db', 'migrations'), join(dir, 'migrations'), { recursive: true });
    return join(dir, 'main.js');
  })();
  bundle = { dir, main };
  return main;
}

/** Where the test run's migrated and seeded template is (globalSetup's `pgliteTemplate` or `pgBaseUrl`). */
export type TemplateSource = { engine: 'pglite'; templateDir: string } | { engine: 'postgres'; baseUrl: string };

/** A database of one crash run, with the data folder (outbox) the server processes share. */
export interface CrashDatabase {
  /** Environment of the server process: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  /** The server's DATA_DIR; its e-mails are .eml files in `outbox` inside it. */
  dataDir: string;
  /** Deletes the database and the folder. */
  dispose(): Promise<void>;
}

/**
 * A throwaway database cloned from the run's template (PGlite: the template's data directory copied into
 * DATA_DIR/pgdata; PostgreSQL: CREATE DATABASE … TEMPLATE), after `setup` has written what the operation needs.
 */
export async function throwawayDatabase(source: TemplateSource, setup?: (db: Db) => Promise<void>): Promise<CrashDatabase> {
  const dataDir = scratchDir('socios-crash-');
  if (source.engine === 'pglite') {
    cpSync(source.templateDir, join(dataDir, 'pgdata'), { recursive: true });
    if (setup) {
      const db = await openPglite(join(dataDir, 'pgdata'));
      try {
        await setup(db);
      } finally {
        await db.close();
      }
    }
    const dispose = async () => rmSync(dataDir, { recursive: true, force: true });
    return { env: { DATA_DIR: dataDir }, dataDir, dispose };
  }
  const clone = await cloneTemplate(source.baseUrl, 'crash_');
  if (setup) {
    const db = new PostgresDb(clone.url, { max: 1 });
    try {
      await setup(db);
    } finally {
      await db.close();
    }
  }
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: clone.url },
    dataDir,
    async dispose() {
      await clone.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One server process over a crash database. */
export class ServerProcess {
  private stderr = '';
  private readonly exited: Promise<void>;

  private constructor(private readonly child: ChildProcess) {
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  /** http://127.0.0.1:<port>, once started. */
  url = '';

  /**
   * Starts the bundled src/main.ts on the database and resolves once /health answers 200. The server takes a free
   * port itself (PORT=0) and says which in its start message: a port chosen here and handed over would be free only
   * until another test file running beside this one happened to take it.
   */
  static async start(database: CrashDatabase, options: { entry?: string; cwd?: string; env?: Record<string, string> } = {}): Promise<ServerProcess> {
    // Another build of the server (a previous release's, for the upgrade test) may be started instead of today's.
    const child = spawn(process.execPath, [options.entry ?? (await serverBundle())], {
      cwd: options.cwd ?? SERVER_DIR,
      env: {
        ...process.env,
        ...database.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_SCALE: '1',
        PUBLIC_URL: 'http://portal.test',
        CAMPAIGN_SEND_LEASE_SECONDS: String(LEASE_SECONDS),
        // The JavaScript compiled by the first start of the file is reused by the others (main.ts writes it once it
        // listens, so a killed process leaves it too): a restart costs a third less CPU.
        NODE_COMPILE_CACHE: compileCache(),
        // A portal of its own: the built one may be rebuilt (or absent) while the tests run.
        PORTAL_DIR: portalDir(),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(child);
    const ended = () => {
      const end = child.exitCode ?? child.signalCode;
      return new Error(`the server process ended (${end}) before answering:\n${server.stderr}`);
    };
    // The start message names the address; the rest of stdout is read and dropped so that the pipe never fills.
    server.url = await new Promise<string>((resolve, reject) => {
      let out = '';
      const onData = (chunk: Buffer) => {
        out = (out + chunk.toString()).slice(-4000);
        const found = /Escucha en: (http:\/\/\S+)/.exec(out);
        if (found?.[1]) {
          child.off('exit', onExit);
          resolve(found[1]);
        }
      };
      const onExit = () => reject(ended());
      child.stdout?.on('data', onData);
      child.once('exit', onExit);
    });
    // Polls until the server answers; a process that ends first fails the start with what it wrote.
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw ended();
      try {
        if ((await fetch(`${server.url}/health`)).ok) return server;
      } catch {
        // not answering yet
      }
      await pause(100);
    }
  }

  /** What the process wrote on stderr (its last 4,000 characters). */
  get errors(): string {
    return this.stderr;
  }

  /** SIGTERM, as a service manager stops it: resolves once the process has finished and exited. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    await this.exited;
  }

  /** SIGKILL, as a crash or `kill -9`; resolves once the process is gone. */
  async kill9(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
  }
}

/** A caller of a server process: a session cookie and JSON calls with the CSRF header. */
export class Caller {
  private constructor(
    readonly url: string,
    private readonly cookie: string,
  ) {}

  /** Logs a demo user in; answers the caller and the login's answer (the user configuration). */
  static async login(url: string, user = 'admin', pwd = `${user}1234`): Promise<{ caller: Caller; config: Record<string, unknown> }> {
    const res = await fetch(`${url}/api/Login/Validar`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ usuario: user, pwd }),
    });
    const config = (await res.json()) as Record<string, unknown>;
    const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
    if (!res.ok || config.ok !== true || !cookie) {
      throw new Error(`login of ${user} failed: ${res.status} ${JSON.stringify(config)}`);
    }
    return { caller: new Caller(url, cookie), config };
  }

  /** The same session against another server process of the install (restarted on another port). */
  at(url: string): Caller {
    return new Caller(url, this.cookie);
  }

  /** One call: status and JSON answer (a connection cut by a crash rejects). */
  async call(method: string, path: string, json?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await fetch(`${this.url}/api${path}`, {
      method,
      headers: {
        Cookie: this.cookie,
        'X-Requested-With': 'XMLHttpRequest',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { text };
    }
    return { status: res.status, body };
  }
}

/** An operation put through crashes: started, then checked on the restarted server. */
export interface CrashOperation<State> {
  /** Name in the report. */
  name: string;
  /** Writes what the operation needs into the fresh database (before any server runs on it). */
  setup?(db: Db): Promise<void>;
  /** What the caller sees before iteration `i` (e.g. the mailings that exist). */
  before(caller: Caller, i: number): Promise<State>;
  /**
   * Starts the operation; resolves when the server acknowledged it (200, ok: true) and rejects on any other answer
   * (a refusal would make every run 'absent' and test nothing). A connection cut by the kill rejects with fetch's
   * TypeError.
   */
  run(caller: Caller, i: number, state: State): Promise<void>;
  /** Resolves once the operation has finished everything it does in the background (timing of iteration 0). */
  settle?(caller: Caller, i: number, state: State): Promise<void>;
  /**
   * On the server after the crash: fails (expect) unless the operation is wholly there or wholly absent, and there
   * when acknowledged; answers which.
   */
  check(caller: Caller, i: number, state: State, acknowledged: boolean, database: CrashDatabase): Promise<'present' | 'absent'>;
}

/** What a crash run saw. */
export interface CrashReport {
  iterations: number;
  /** Acknowledged before the kill (and found after the restart). */
  acknowledged: number;
  /** Not acknowledged, found whole after the restart (committed just before the kill). */
  presentUnacknowledged: number;
  /** Not acknowledged, absent after the restart. */
  absent: number;
  /** Duration of the uninterrupted first run, in ms (the kill falls uniformly within 1.2 × this). */
  operationMs: number;
  /** Whole run, in seconds. */
  seconds: number;
}

/**
 * Runs `iterations` crashes of one operation on one throwaway database: iteration 0 runs uninterrupted (its
 * duration sets the window of the kills), each later one is killed at a random moment within 1.2 × that duration,
 * the server restarted on the same data and the operation checked.
 */
export async function crashRun<State>(source: TemplateSource, op: CrashOperation<State>, iterations: number): Promise<CrashReport> {
  const started = performance.now();
  const report: CrashReport = {
    iterations,
    acknowledged: 0,
    presentUnacknowledged: 0,
    absent: 0,
    operationMs: 0,
    seconds: 0,
  };
  const database = await throwawayDatabase(source, op.setup ? (db) => op.setup?.(db) as Promise<void> : undefined);
  let server = await ServerProcess.start(database);
  try {
    for (let i = 0; i < iterations; i++) {
      const { caller } = await Caller.login(server.url);
      const state = await op.before(caller, i);
      if (i === 0) {
        const t0 = performance.now();
        await op.run(caller, i, state);
        await op.settle?.(caller, i, state);
        report.operationMs = performance.now() - t0;
        await op.check(caller, i, state, true, database);
        report.acknowledged++;
        continue;
      }
      let acknowledged = false;
      let answered: unknown;
      const running = op.run(caller, i, state).then(
        () => {
          acknowledged = true;
        },
        (err: unknown) => {
          // fetch rejects with a TypeError when the kill cuts the connection; anything else is a wrong answer.
          if (!(err instanceof TypeError)) answered = err;
        },
      );
      await pause(Math.random() * 1.2 * report.operationMs);
      await server.kill9();
      const killedAt = performance.now();
      await running;
      if (answered) throw answered;
      // A delivery claimed by the killed process is free again once its lease is over (CAMPAIGN_SEND_LEASE_SECONDS).
      await pause(Math.max(0, killedAt + LEASE_SECONDS * 1000 - performance.now()));
      server = await ServerProcess.start(database);
      const after = await Caller.login(server.url);
      const outcome = await op.check(after.caller, i, state, acknowledged, database);
      if (acknowledged) report.acknowledged++;
      else if (outcome === 'present') report.presentUnacknowledged++;
      else report.absent++;
    }
  } finally {
    await server.kill9();
    await database.dispose();
  }
  report.seconds = (performance.now() - started) / 1000;
  return report;
}
