// News figures of `pnpm bench`: p50/p99 latency of an authenticated Noticias/GetListaNoticias (every news item of
// the year, with read state and categories) on the seeded demo data in a fresh embedded PGlite database, against
// the bare Fastify hello route measured in the same run. Figures, not assertions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, printTable, row, sessionCookie, startHello, startPortal } from './support/http';

const rows: string[] = [];
const hello = await startHello();
const dataDir = mkdtempSync(join(tmpdir(), 'socios-bench-news-'));
const portal = await startPortal({ DATA_DIR: dataDir });
try {
  const base = await load({ url: `${hello.url}/hello` });
  rows.push(row('bare Fastify hello route (baseline)', base, base));
  const headers = { Cookie: await sessionCookie(portal.url), 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const year = new Date().getUTCFullYear();
  const cases: [string, object][] = [
    ['news list, this year (GetListaNoticias)', { idTipo: 0, anyo: year, mes: 0, modo: 0, idCategoria: 0, texto: null }],
    ['news list, every year, text search', { idTipo: 0, anyo: 0, mes: 0, modo: 0, idCategoria: 0, texto: 'freno' }],
    ['unread-news panel (modo 2)', { idTipo: 0, anyo: year, mes: 0, modo: 2, idCategoria: 0, texto: null }],
  ];
  for (const [name, body] of cases) {
    const f = await load({ url: `${portal.url}/api/Noticias/GetListaNoticias`, method: 'POST', headers, body: JSON.stringify(body) });
    rows.push(row(`${name} on PGlite`, f, base));
  }
} finally {
  hello.stop();
  portal.stop();
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
printTable('News', rows);
