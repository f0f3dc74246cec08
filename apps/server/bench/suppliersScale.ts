// Supplier-directory figures at SEED_SCALE 10: the built server on a fresh embedded database with
// ten times the demo data (2,000 suppliers, ~6,900 brands, ~3,100 library documents), its first start, then
// Proveedores/GetListado and the header's Buscar/Global under autocannon (50 connections) against the bare Fastify
// route of the same run. Goal: Buscar/Global p99 ≤ 100 ms for one member typing (one connection); 50 at once and
// GetListado are figures. Figures, not assertions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { record } from './support/results';
import { load, printTable, row, sessionCookie, startHello, startPortal } from './support/http';

const rows: string[] = [];
const hello = await startHello();
const dataDir = mkdtempSync(join(tmpdir(), 'socios-bench-scale10-'));
try {
  const base = await load({ url: `${hello.url}/hello` });
  rows.push(row('bare Fastify hello route (baseline)', base, base));
  const started = performance.now();
  const portal = await startPortal({ DATA_DIR: dataDir, SEED_SCALE: '10' }, 1_200_000);
  const firstStart = (performance.now() - started) / 1000;
  record('SEED_SCALE 10: first start (migrate and seed)', firstStart, 's');
  try {
    const cookie = await sessionCookie(portal.url);
    const post = { Cookie: cookie, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    const body = JSON.stringify({ texto: 'frenos' });
    // One member typing (one connection): the answer time the search box feels; the goal applies here.
    const typing = await load({ url: `${portal.url}/api/Buscar/Global`, method: 'POST', headers: post, body, connections: 1 });
    rows.push(row("SEED_SCALE 10: Buscar/Global 'frenos', one member typing", typing, base, { maxP99: 100 }));
    const crowd = await load({ url: `${portal.url}/api/Buscar/Global`, method: 'POST', headers: post, body });
    rows.push(row("SEED_SCALE 10: Buscar/Global 'frenos', 50 members at once", crowd, base));
    const list = await load({ url: `${portal.url}/api/Proveedores/GetListado`, headers: { Cookie: cookie, 'Accept-Encoding': 'br' } });
    rows.push(row('SEED_SCALE 10: Proveedores/GetListado (2,000 suppliers, 1.2 MB of JSON)', list, base));
  } finally {
    portal.stop();
  }
  console.log(`\nFirst start at SEED_SCALE 10 (migrations and the whole demo data): ${firstStart.toFixed(1)} s`);
} finally {
  hello.stop();
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
printTable('Suppliers at SEED_SCALE 10', rows);
