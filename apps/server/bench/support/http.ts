// Shared plumbing of the HTTP benches: free ports, the same-run baseline (a bare Fastify hello route), the built
// server started on a fresh database, a logged-in session cookie and an autocannon run. Figures, not assertions.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { record } from './results';

/** Seconds of load per figure (BENCH_SECONDS, 8 by default). */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Concurrent keep-alive connections of every load. */
export const CONNECTIONS = 50;

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Requests per second and latency of one load. */
export type Figures = { rps: number; p50: number; p99: number; errors: number };

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
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

/** Runs autocannon against one URL (method, headers and body as autocannon takes them). */
export async function load(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** A running process with its base URL. */
export interface Started {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Process id (0 when the process has none, e.g. in the same process). */
  pid?: number;
  /** Stops the process. */
  stop(): void;
}

/** The baseline: a bare Fastify route answering a small JSON object, at `${url}/hello`. */
export async function startHello(): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [here('../hello.mjs')], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/hello`, child);
  return { url, stop: () => child.kill('SIGTERM') };
}

/**
 * The built server (dist/main.js, or another copy of the bundle) with the given environment (DATA_DIR,
 * DATABASE_URL…), once /health answers.
 */
export async function startPortal(env: Record<string, string>, timeoutMs = 180_000, main = here('../../dist/main.js')): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`, child, timeoutMs);
  return { url, pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') };
}

/** Logs a demo user in and returns its `Cookie` header value. */
export async function sessionCookie(url: string, usuario = 'admin', pwd = 'admin1234'): Promise<string> {
  const res = await fetch(`${url}/api/Login/Validar`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ usuario, pwd }),
  });
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error(`login of ${usuario} failed`);
  return cookie;
}

/** The body of GetEstudiosRegistros for the largest seeded study with the first tariff of each compared brand. */
export async function largestStudyBody(url: string, cookie: string): Promise<{ id: number; idMarcas: number[]; idTarifas: number[] }> {
  const res = await fetch(`${url}/api/EstudiosMercado/GetEstudios`, { headers: { Cookie: cookie } });
  const rows = ((await res.json()) as { valorRetorno: { id: number; descripcion: string; idMarcaComp: number; idTarifa: number | null }[] }).valorRetorno;
  const largest = rows.find((r) => r.descripcion === 'Pastillas de freno turismo') ?? rows[0];
  if (!largest) throw new Error('no studies');
  const brands = new Map<number, number>();
  for (const r of rows) if (r.id === largest.id && r.idTarifa !== null && !brands.has(r.idMarcaComp)) brands.set(r.idMarcaComp, r.idTarifa);
  return { id: largest.id, idMarcas: [...brands.keys()], idTarifas: [...brands.values()] };
}

/**
 * A table row: name, requests/s, p50, p99, ratio to the baseline's requests/s, errors; the figures are also
 * recorded for bench-results.json, with the goals given (a minimum ratio to the baseline, a maximum p99).
 */
export function row(name: string, f: Figures, base: Figures, goals: { minRatio?: number; maxP99?: number } = {}): string {
  const ratio = f.rps / base.rps;
  record(`${name}: requests/s`, f.rps, 'req/s');
  record(`${name}: ratio to baseline`, ratio, '×', goals.minRatio === undefined ? undefined : { text: `≥ ${goals.minRatio}×`, holds: ratio >= goals.minRatio });
  record(`${name}: p99`, f.p99, 'ms', goals.maxP99 === undefined ? undefined : { text: `≤ ${goals.maxP99} ms`, holds: f.p99 <= goals.maxP99 });
  const fmt = (n: number) => n.toLocaleString('es-ES', { maximumFractionDigits: 0 });
  return `| ${name} | ${fmt(f.rps)} | ${f.p50} | ${f.p99} | ${(f.rps / base.rps).toFixed(2)} | ${f.errors} |`;
}

/** Prints a table of rows made by `row`. */
export function printTable(title: string, rows: string[]): void {
  console.log(`\n### ${title} (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, same machine)\n`);
  console.log('| figure | requests/s | p50 ms | p99 ms | ratio to baseline | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(r);
}
