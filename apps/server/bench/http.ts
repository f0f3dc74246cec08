// HTTP figures of `pnpm bench`: requests per second, p50 and p99 of /health, an authenticated
// Login/EnSession (session and the whole user configuration), Noticias/GetListaNoticias (this year's news) and
// EstudiosMercado/GetEstudiosRegistros (the largest study: its figures over every row, the first page of references), Proveedores/GetListado and the header's
// Buscar/Global (goal p99 ≤ 100 ms at 50 clients) against a bare Fastify hello route on
// the same machine, all measured in this run, on embedded PGlite and on a throwaway PostgreSQL 15 cluster. The
// calls ask for brotli as a browser does. The study call runs at 2 connections: at 50 a run of 8 s would end with
// every request still queued behind the others.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../test/support/postgresCluster';
import { largestStudyBody, load, printTable, row, sessionCookie, startHello, startPortal } from './support/http';

const rows: string[] = [];
const hello = await startHello();
const dataDir = mkdtempSync(join(tmpdir(), 'socios-bench-'));
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
try {
  const base = await load({ url: `${hello.url}/hello` });
  rows.push(row('bare Fastify hello route (baseline)', base, base));
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
      const f = await load({ url: `${portal.url}/api/Login/EnSession`, headers: { Cookie: cookie } });
      // Goals: ≥ 0.1× bare Fastify on PGlite, ≥ 0.2× on PostgreSQL, p99 ≤ 50 ms at 50 clients.
      const minRatio = target.name === 'PGlite' ? 0.1 : 0.2;
      rows.push(row(`authenticated Login/EnSession on ${target.name}`, f, base, { minRatio, maxP99: 50 }));
      rows.push(row(`/health on ${target.name}`, await load({ url: `${portal.url}/health` }), base));
      const post = { Cookie: cookie, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Accept-Encoding': 'br' };
      const news = { idTipo: 0, anyo: new Date().getUTCFullYear(), mes: 0, modo: 0, idCategoria: 0, texto: null };
      const list = await load({ url: `${portal.url}/api/Noticias/GetListaNoticias`, method: 'POST', headers: post, body: JSON.stringify(news) });
      rows.push(row(`Noticias/GetListaNoticias, this year, on ${target.name}`, list, base));
      const study = JSON.stringify(await largestStudyBody(portal.url, cookie));
      const records = await load({ url: `${portal.url}/api/EstudiosMercado/GetEstudiosRegistros`, method: 'POST', headers: post, body: study, connections: 2 });
      rows.push(row(`EstudiosMercado/GetEstudiosRegistros, largest study, 2 connections, on ${target.name}`, records, base));
      const suppliers = await load({ url: `${portal.url}/api/Proveedores/GetListado`, headers: { Cookie: cookie, 'Accept-Encoding': 'br' } });
      rows.push(row(`Proveedores/GetListado (200 suppliers, 689 brands) on ${target.name}`, suppliers, base));
      const search = await load({ url: `${portal.url}/api/Buscar/Global`, method: 'POST', headers: post, body: JSON.stringify({ texto: 'frenos' }) });
      rows.push(row(`Buscar/Global 'frenos' on ${target.name}`, search, base, { maxP99: 100 }));
    } finally {
      portal.stop();
    }
  }
} finally {
  hello.stop();
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
printTable('HTTP', rows);
