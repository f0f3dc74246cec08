// Market-study figures of `pnpm bench`: the largest seeded study read as the study page reads it — its records and
// figures (GetEstudiosRegistros: the first call of the server, which reads the rows the figures are computed from,
// then the median of later ones), the figures again after a discount edit (the rates applied to the kept rows), a page
// of the Referencias tab in the study's order and sorted by reference (first and later pages), and the streamed CSV
// export of every row — time, JSON size and bytes on the wire (gzip) of each, beside the old answer of every row at
// once (every page read). Uses STUDIES_BENCH_URL when a server is running there; otherwise starts the built server
// (dist/main.js) on a fresh embedded database. Figures, not assertions.
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { CSRF_HEADER, CSRF_HEADER_VALUE, createApiClient, type EstudioRegistros, STUDY_REFERENCES_PAGE_MAX } from '@socios/api';
import { record } from './support/results';

const RUNS = Number(process.env.STUDIES_RUNS ?? 5);

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

/** One POST as the browser makes it (gzip accepted): time, decoded bytes and bytes on the wire. */
function post(url: string, cookie: string, body: unknown): Promise<{ ms: number; bytes: number; wire: number; text: string }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode} ${raw.toString('utf8').slice(0, 200)}`));
        const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        resolve({ ms: performance.now() - start, bytes: Buffer.byteLength(text), wire: raw.length, text });
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

function median(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
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
  const url = (action: string) => `${server.url}/api/EstudiosMercado/${action}`;
  // The first call of a fresh server reads the selection's rows (what its figures are computed from, then kept).
  const cold = await post(url('GetEstudiosRegistros'), cookie, body);
  const first = (JSON.parse(cold.text) as { valorRetorno: EstudioRegistros }).valorRetorno;
  const edited = first.descuentos[0]!;

  type Figure = { name: string; ms: number; bytes: number; wire: number };
  const figures: Figure[] = [{ name: 'GetEstudiosRegistros, first call of the server (the rows read)', ms: cold.ms, bytes: cold.bytes, wire: cold.wire }];
  const measure = async (name: string, action: string, make: (i: number) => unknown) => {
    const samples: { ms: number; bytes: number; wire: number }[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await post(url(action), cookie, make(i)));
    const f = { name, ms: median(samples.map((x) => x.ms)), bytes: Math.max(...samples.map((x) => x.bytes)), wire: Math.max(...samples.map((x) => x.wire)) };
    figures.push(f);
    return f;
  };
  const records = await measure('GetEstudiosRegistros (records and figures, the spec body)', 'GetEstudiosRegistros', () => body);
  const edit = await measure('GetEstudiosRegistros after a discount edit (figures recomputed)', 'GetEstudiosRegistros', (i) => ({
    ...body,
    maxRegistros: 0,
    valores: [{ ID: edited.ID, VALOR: 5 + (i % 10) }],
  }));
  await measure('GetEstudioReferencias, a page of 200 in the study order (deep)', 'GetEstudioReferencias', (i) => ({ ...body, desde: (i + 1) * 10_000 }));
  await measure('GetEstudioReferencias, sorted by reference (first asks sort, then reused)', 'GetEstudioReferencias', (i) => ({
    ...body,
    orden: 1,
    desde: i * 200,
  }));
  await measure('GetEstudioReferencias, the largest page (500)', 'GetEstudioReferencias', () => ({ ...body, maxRegistros: STUDY_REFERENCES_PAGE_MAX }));
  const t = performance.now();
  const csv = await post(url('ExportarEstudio'), cookie, { ...body, formato: 'csv' });
  figures.push({ name: 'ExportarEstudio, CSV of every row (streamed)', ms: performance.now() - t, bytes: csv.bytes, wire: csv.wire });

  // The old answer: every reference row at once, as the pages add up.
  let all = '[';
  for (let desde = 0; desde < first.totalReferencias; desde += STUDY_REFERENCES_PAGE_MAX) {
    const page = await post(url('GetEstudioReferencias'), cookie, { ...body, desde, maxRegistros: STUDY_REFERENCES_PAGE_MAX });
    const rows = (JSON.parse(page.text) as { valorRetorno: unknown[] }).valorRetorno.map((r) => JSON.stringify(r));
    all += (desde === 0 ? '' : ',') + rows.join(',');
  }
  all += ']';
  const everyRow = Buffer.byteLength(all);

  const mib = (v: number) => (v / 1024 / 1024).toFixed(2);
  record('market study: GetEstudiosRegistros over HTTP (median)', records.ms, 'ms');
  record('market study: GetEstudiosRegistros, first call of the server', cold.ms, 'ms');
  record('market study: figures after a discount edit over HTTP (median)', edit.ms, 'ms');
  record('market study: GetEstudiosRegistros JSON size', records.bytes / 1024 / 1024, 'MiB', { text: '< 5 MiB', holds: records.bytes < 5 * 1024 * 1024 });
  record('market study: GetEstudiosRegistros bytes on the wire (gzip)', records.wire / 1024 / 1024, 'MiB', {
    text: '< 1 MiB',
    holds: records.wire < 1024 * 1024,
  });
  console.log(`\n### Market studies (largest seeded study: ${first.totalReferencias.toLocaleString('de-DE')} reference rows, ${brands.size + 1} brands)\n`);
  console.log('| call | median ms | JSON MiB | on the wire MiB (gzip) |');
  console.log('|---|---:|---:|---:|');
  for (const f of figures) console.log(`| ${f.name} | ${f.ms.toFixed(1)} | ${mib(f.bytes)} | ${mib(f.wire)} |`);
  console.log(`| (before: every reference row in one answer) | — | ${mib(everyRow)} | ${mib(gzipSync(all).length)} |`);
} finally {
  server.stop();
}
