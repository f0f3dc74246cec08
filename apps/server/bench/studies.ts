// Market-study figures of `pnpm bench`: the study page's recalculation after a discount edit on the largest seeded
// study (goal: under one animation frame, 16 ms, for 10k lines), measured with the domain's engine on the real
// records that GetEstudiosRegistros answers, against a bare pass over the same rows in this run; plus the time and
// size of that answer. Uses STUDIES_BENCH_URL when a server is running there; otherwise starts the built server
// (dist/main.js) on a fresh embedded database. Figures, not assertions.
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CSRF_HEADER, CSRF_HEADER_VALUE, createApiClient, type EstudioRegistros } from '@socios/api';
import { computeStudy, sortStudyRows, studyCsv, withDiscountEdited } from '@socios/domain';
import { record } from './support/results';

const RUNS = 40;

async function serverUrl(): Promise<{ url: string; stop(): void }> {
  if (process.env.STUDIES_BENCH_URL) return { url: process.env.STUDIES_BENCH_URL, stop() {} };
  const dataDir = mkdtempSync(join(tmpdir(), 'socios-bench-studies-'));
  const port = String(4500 + Math.floor(Math.random() * 400));
  const child: ChildProcess = spawn(process.execPath, [fileURLToPath(new URL('../dist/main.js', import.meta.url))], {
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop() {
      child.kill('SIGTERM');
      child.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
    },
  };
}

/** Bytes on the wire of one POST answer when the client accepts brotli (what the browser receives). */
function wireBytes(url: string, cookie: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip', cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    req.on('response', (res) => {
      let n = 0;
      res.on('data', (c: Buffer) => {
        n += c.length;
      });
      res.on('end', () => resolve(res.statusCode === 200 ? n : Number.NaN));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)] ?? 0, p95: s[Math.floor(s.length * 0.95)] ?? 0 };
}

function time(fn: (i: number) => void): { median: number; p95: number } {
  for (let i = 0; i < 5; i++) fn(i);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    fn(i);
    samples.push(performance.now() - t);
  }
  return stats(samples);
}

const server = await serverUrl();
try {
  let cookie = '';
  const api = createApiClient({
    baseUrl: `${server.url}/api`,
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookie) headers.set('Cookie', cookie);
      const res = await fetch(input, { ...init, headers });
      const set = res.headers.getSetCookie()[0];
      if (set) cookie = set.split(';')[0] ?? '';
      return res;
    },
    onUnauthorized: () => undefined,
  });
  await api.Login.Validar({ usuario: 'admin', pwd: 'admin1234' });
  const rows = (await api.EstudiosMercado.GetEstudios()).valorRetorno;
  const largest = rows.find((r) => r.descripcion === 'Pastillas de freno turismo') ?? rows[0];
  if (!largest) throw new Error('no studies');
  const brands = new Map<number, number>();
  for (const r of rows) if (r.id === largest.id && r.idTarifa !== null && !brands.has(r.idMarcaComp)) brands.set(r.idMarcaComp, r.idTarifa);
  const body = { id: largest.id, idMarcas: [...brands.keys()], idTarifas: [...brands.values()] };

  const callTimes: number[] = [];
  let records: EstudioRegistros | undefined;
  let bytes = 0;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    records = (await api.EstudiosMercado.GetEstudiosRegistros(body)).valorRetorno;
    callTimes.push(performance.now() - t);
  }
  if (!records) throw new Error('no records');
  bytes = JSON.stringify(records).length;
  const wire = await wireBytes(`${server.url}/api/EstudiosMercado/GetEstudiosRegistros`, cookie, body);
  const recs = records;
  const lines = new Set(recs.referencias.map((r) => r.ID_LINEA)).size;
  const edited = recs.descuentos[0]!;

  const recalc = time((i) => {
    const descuentos = withDiscountEdited(recs.descuentos, edited.ID, 5 + (i % 10), false);
    computeStudy({ ...recs, descuentos }, { maximos: false });
  });
  let sink = 0;
  const bare = time(() => {
    const refs = recs.referencias;
    let sum = 0;
    for (let k = 0; k < refs.length; k++) {
      const r = refs[k]!;
      sum += (r.NETO > 0 ? r.NETO : r.PVP) * (r.PORCENTAJE ?? 0) + (r.ID_LINEA === 0 ? 1 : 0);
    }
    sink += sum;
  });
  const result = computeStudy(recs, { maximos: false });
  const sort = time((i) => sortStudyRows(recs.referencias, 1, i % 2 === 0 ? 1 : 2));
  const csv = time(() => studyCsv(recs.referencias, result));
  const call = stats(callTimes);

  const ms = (v: number) => v.toFixed(2);
  record('market study: recalculation after a discount edit (median)', recalc.median, 'ms', { text: '< 16 ms', holds: recalc.median < 16 });
  record('market study: GetEstudiosRegistros over HTTP (median)', call.median, 'ms');
  record('market study: GetEstudiosRegistros JSON size', bytes / 1024 / 1024, 'MiB');
  record('market study: GetEstudiosRegistros bytes on the wire (brotli)', wire / 1024 / 1024, 'MiB');
  console.log(`\n### Market studies (largest seeded study: ${lines.toLocaleString('de-DE')} lines, ${recs.referencias.length.toLocaleString('de-DE')} reference rows, ${brands.size + 1} brands)\n`);
  console.log('| figure | median ms | p95 ms | ratio to bare pass |');
  console.log('|---|---:|---:|---:|');
  console.log(`| bare pass over the same rows (baseline) | ${ms(bare.median)} | ${ms(bare.p95)} | 1.00 |`);
  console.log(`| recalculation after a discount edit (goal < 16 ms) | ${ms(recalc.median)} | ${ms(recalc.p95)} | ${(recalc.median / bare.median).toFixed(1)} |`);
  console.log(`| Referencias sorted by reference | ${ms(sort.median)} | ${ms(sort.p95)} | ${(sort.median / bare.median).toFixed(1)} |`);
  console.log(`| CSV export text | ${ms(csv.median)} | ${ms(csv.p95)} | ${(csv.median / bare.median).toFixed(1)} |`);
  console.log(`| GetEstudiosRegistros over HTTP (${(bytes / 1024 / 1024).toFixed(1)} MiB JSON, ${(wire / 1024 / 1024).toFixed(2)} MiB on the wire) | ${ms(call.median)} | ${ms(call.p95)} | — |`);
  if (sink === Number.MIN_VALUE) console.log(sink);
} finally {
  server.stop();
}
