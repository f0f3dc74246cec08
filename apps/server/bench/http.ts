// HTTP figures of `pnpm bench`: requests per second of an authenticated Login/EnSession (session lookup and the
// whole user configuration from the database) against a bare Fastify hello route on the same machine, both
// measured in this run, on embedded PGlite and on a throwaway PostgreSQL 15 cluster. Figures, not assertions.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startCluster } from '../test/support/postgresCluster';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

type Figures = { rps: number; p50: number; p99: number; errors: number };

async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function startPortal(env: Record<string, string>): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [here('../dist/main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`, child);
  return { url, stop: () => child.kill('SIGTERM') };
}

async function sessionCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/Login/Validar`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ usuario: 'admin', pwd: 'admin1234' }),
  });
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('login failed');
  return cookie;
}

const rows: string[] = [];
const fmt = (n: number) => n.toLocaleString('es-ES', { maximumFractionDigits: 0 });

const helloPort = await freePort();
const hello = spawn(process.execPath, [here('hello.mjs')], { env: { ...process.env, PORT: String(helloPort) }, stdio: 'ignore' });
await waitFor(`http://127.0.0.1:${helloPort}/hello`, hello);
const dataDir = mkdtempSync(join(tmpdir(), 'socios-bench-'));
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
try {
  const base = await load(`http://127.0.0.1:${helloPort}/hello`);
  rows.push(`| bare Fastify hello route (baseline) | ${fmt(base.rps)} | ${base.p50} | ${base.p99} | 1.00 | ${base.errors} |`);

  const targets: { name: string; env: Record<string, string> }[] = [{ name: 'PGlite', env: { DATA_DIR: dataDir } }];
  try {
    cluster = await startCluster();
    targets.push({ name: 'PostgreSQL 15', env: { DATA_DIR: dataDir, DATABASE_URL: `${cluster.baseUrl}/postgres` } });
  } catch (err) {
    console.error(`PostgreSQL figures skipped: ${(err as Error).message}`);
  }
  for (const target of targets) {
    const portal = await startPortal(target.env);
    try {
      const cookie = await sessionCookie(portal.url);
      const f = await load(`${portal.url}/api/Login/EnSession`, { Cookie: cookie });
      rows.push(
        `| authenticated Login/EnSession on ${target.name} | ${fmt(f.rps)} | ${f.p50} | ${f.p99} | ${(f.rps / base.rps).toFixed(2)} | ${f.errors} |`,
      );
    } finally {
      portal.stop();
    }
  }
} finally {
  hello.kill('SIGTERM');
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n### HTTP (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, same machine)\n`);
console.log('| figure | requests/s | p50 ms | p99 ms | ratio to baseline | errors |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) console.log(r);
