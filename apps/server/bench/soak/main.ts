// `pnpm soak`: ten minutes of mixed load on the built server, and how far its memory grew. The
// server starts on a fresh database (embedded PGlite by default; SOAK_DATABASE=postgres for a throwaway PostgreSQL 15
// cluster) with the demo data at SOAK_SEED_SCALE (1). SOAK_CONNECTIONS (10) members cycle through every list call of
// bench/support/listCalls.ts, the session check, a news item, a supplier's record, a favourite added and removed
// again and /health: first for SOAK_WARMUP_SECONDS (180), while code, caches and the database's memory settle
// (PGlite's grows to what its largest queries need in the first minutes, then stays), then for SOAK_MINUTES (10). The
// server's resident memory (Linux /proc) is sampled every second: the growth is the median of the last 30 s against
// the median of the warm-up's last 30 s. Exits 1 when it is 10 % or more, or when a request failed. Prints its
// figures as a Markdown table.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startCluster } from '../../test/support/postgresCluster';
import { sessionCookie, startPortal } from '../support/http';
import { Demo, httpContext, LIST_CALLS, listRequest } from '../support/listCalls';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const WARMUP = Number(process.env.SOAK_WARMUP_SECONDS ?? 180);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 10);
const SCALE = process.env.SOAK_SEED_SCALE ?? '1';
const POSTGRES = process.env.SOAK_DATABASE === 'postgres';
/** Largest growth of the resident memory accepted, in percent. */
const GOAL = 10;

/** The server's resident memory now, in MB. */
function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

const dataDir = mkdtempSync(join(tmpdir(), 'socios-soak-'));
const cluster = POSTGRES ? await startCluster() : undefined;
const portal = await startPortal({ DATA_DIR: dataDir, SEED_SCALE: SCALE, ...(cluster ? { DATABASE_URL: `${cluster.baseUrl}/postgres` } : {}) }, 1_800_000);
const pid = portal.pid ?? 0;
try {
  const cookie = await sessionCookie(portal.url);
  const headers = { Cookie: cookie, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Accept-Encoding': 'br' };
  const api = httpContext(portal.url, headers);
  const demo = new Demo(api);
  const requests: autocannon.Request[] = [];
  for (const name of Object.keys(LIST_CALLS)) {
    const req = await listRequest(name, demo);
    requests.push({ method: req.method as 'GET' | 'POST', path: req.path, ...(req.body === undefined ? {} : { body: req.body }) });
  }
  const news = await api.post<{ valorRetorno: { ID: number }[] }>('/Noticias/GetListaNoticias', {
    idTipo: 0,
    anyo: 0,
    mes: 0,
    modo: 0,
    idCategoria: 0,
    texto: null,
  });
  const suppliers = await api.get<{ valorRetorno: { PRV_ID: number }[] }>('/Proveedores/GetListado');
  const newsId = news.valorRetorno[0]?.ID;
  const supplierId = suppliers.valorRetorno[0]?.PRV_ID;
  if (!newsId || !supplierId) throw new Error('no news or no supplier in the demo data');
  const favourite = JSON.stringify({ FAV_TIPO: 'N', FAV_ID_ENTIDAD: newsId });
  requests.push(
    { method: 'GET', path: '/api/Login/EnSession' },
    { method: 'GET', path: `/api/Noticias/GetNoticia/${newsId}` },
    { method: 'GET', path: `/api/Proveedores/ObtenerRegistro/${supplierId}` },
    // Added, then removed again: the favourites stay as they were.
    { method: 'POST', path: '/api/Usuarios/AddOrDeleteFavorito', body: favourite },
    { method: 'POST', path: '/api/Usuarios/AddOrDeleteFavorito', body: favourite },
    { method: 'GET', path: '/health' },
  );

  const samples: { at: number; mb: number }[] = [];
  const started = performance.now();
  const sampler = setInterval(() => samples.push({ at: (performance.now() - started) / 1000, mb: rssMb(pid) }), 1000);
  // A request may wait its turn behind the heavy reports (PGlite answers one query at a time): 60 s before it counts as failed.
  const run = (seconds: number) => autocannon({ url: portal.url, headers, requests, connections: CONNECTIONS, duration: seconds, timeout: 60 });
  const warm = await run(WARMUP);
  const warmEnd = (performance.now() - started) / 1000;
  const soak = await run(MINUTES * 60);
  clearInterval(sampler);
  const end = (performance.now() - started) / 1000;

  const window = (from: number, to: number) => samples.filter((s) => s.at >= from && s.at <= to).map((s) => s.mb);
  const before = median(window(warmEnd - 30, warmEnd));
  const after = median(window(end - 30, end));
  const peak = Math.max(...samples.map((s) => s.mb));
  const growth = ((after - before) / before) * 100;
  const errors = warm.errors + warm.non2xx + soak.errors + soak.non2xx;
  const fmt = (n: number, d = 0) => n.toLocaleString('es-ES', { maximumFractionDigits: d, minimumFractionDigits: d });

  console.log(`\n### Soak: ${MINUTES} min of mixed load on ${POSTGRES ? 'PostgreSQL 15' : 'PGlite'}, SEED_SCALE ${SCALE}, ${CONNECTIONS} connections`);
  console.log(
    `(${requests.length} requests in turn: ${Object.keys(LIST_CALLS).length} list calls, the session, a news item, a supplier, a favourite added and removed, /health)\n`,
  );
  console.log('| figure | value |');
  console.log('|---|---:|');
  console.log(`| requests (warm-up ${WARMUP} s + soak) | ${fmt(warm.requests.total)} + ${fmt(soak.requests.total)} |`);
  console.log(`| requests/s during the soak | ${fmt(soak.requests.average)} |`);
  console.log(`| p50 / p99 during the soak (ms) | ${soak.latency.p50} / ${soak.latency.p99} |`);
  console.log(`| failed requests (errors, non-2xx) | ${errors} |`);
  const codes = new Map<string, number>();
  for (const result of [warm, soak]) {
    for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) codes.set(code, (codes.get(code) ?? 0) + (stat.count ?? 0));
  }
  const byStatus = [...codes].map(([code, count]) => `${code}: ${fmt(count)}`).join(', ');
  console.log(
    `| answers by status; timeouts; other errors | ${byStatus}; ${warm.timeouts + soak.timeouts}; ${warm.errors + soak.errors - warm.timeouts - soak.timeouts} |`,
  );
  console.log(`| server memory after warm-up (MB, median of 30 s) | ${fmt(before, 1)} |`);
  console.log(`| server memory at the end (MB, median of 30 s) | ${fmt(after, 1)} |`);
  console.log(`| peak (MB) | ${fmt(peak, 1)} |`);
  console.log(`| growth | ${fmt(growth, 1)} % (goal < ${GOAL} %) |`);
  console.log(
    `\nMemory every minute (MB): ${samples
      .filter((_, i) => i % 60 === 59)
      .map((s) => fmt(s.mb))
      .join(' · ')}`,
  );
  const ok = growth < GOAL && errors === 0;
  console.log(`\n${ok ? 'PASS' : 'FAIL'}: memory grew ${fmt(growth, 1)} %${errors ? `, ${errors} requests failed` : ''}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  portal.stop();
  cluster?.stop();
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
