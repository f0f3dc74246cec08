// Brand-tariff paging at SEED_SCALE 10 (issue 17 item 6): the built server on a fresh database with ten times the
// demo data (~1.1 million tariff lines; the deepest brand ~129,000), on embedded PGlite and on a throwaway
// PostgreSQL 15 cluster. Tarifas/GetTarifaProveedorMar, one member (one connection), 10 lines a page: page 1 against
// page 10,000, for the default sort (reference ascending) and for PVP descending. Goals: the deep page costs ≤ 1.2×
// the first (time per request), p99 ≤ 10 ms on PostgreSQL and ≤ 25 ms on PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../test/support/postgresCluster';
import { record } from './support/results';
import { load, printTable, row, sessionCookie, startHello, startPortal } from './support/http';

const rows: string[] = [];
const hello = await startHello();
const dirs: string[] = [];
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
try {
  const base = await load({ url: `${hello.url}/hello` });
  rows.push(row('bare Fastify hello route (baseline)', base, base));
  const dir = () => {
    const d = mkdtempSync(join(tmpdir(), 'socios-bench-tariffs-'));
    dirs.push(d);
    return d;
  };
  const targets: { name: string; env: Record<string, string>; p99: number }[] = [{ name: 'PGlite', env: { DATA_DIR: dir(), SEED_SCALE: '10' }, p99: 25 }];
  try {
    cluster = await startCluster();
    targets.push({ name: 'PostgreSQL 15', env: { DATA_DIR: dir(), SEED_SCALE: '10', DATABASE_URL: `${cluster.baseUrl}/postgres` }, p99: 10 });
  } catch (err) {
    console.error(`PostgreSQL figures skipped: ${(err as Error).message}`);
  }
  for (const target of targets) {
    const portal = await startPortal(target.env, 1_800_000);
    try {
      const cookie = await sessionCookie(portal.url);
      const headers = { Cookie: cookie, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Accept-Encoding': 'br' };
      const list = (await (await fetch(`${portal.url}/api/Proveedores/GetListado`, { headers })).json()) as {
        valorRetorno: { PRV_ID: number; Marcas: { MAR_ID: number; MAR_NOMBRE: string }[] }[];
      };
      const supplier = list.valorRetorno.find((s) => s.Marcas.some((m) => m.MAR_NOMBRE === 'Brembo'));
      const brand = supplier?.Marcas.find((m) => m.MAR_NOMBRE === 'Brembo');
      if (!supplier || !brand) throw new Error('no Brembo');
      const url = `${portal.url}/api/Tarifas/GetTarifaProveedorMar`;
      for (const sort of [{ orderBy: 'REFERENCIA', direccion: 'asc' }, { orderBy: 'PVP', direccion: 'desc' }]) {
        const body = (pag: number) => JSON.stringify({ idProveedor: supplier.PRV_ID, idMarca: brand.MAR_ID, maxRegistros: 10, pag, ...sort });
        const first = await load({ url, method: 'POST', headers, body: body(1), connections: 1 });
        const deep = await load({ url, method: 'POST', headers, body: body(10_000), connections: 1 });
        const label = `SEED_SCALE 10: Brembo's tariff by ${sort.orderBy} ${sort.direccion}, 10 a page, on ${target.name}`;
        rows.push(row(`${label}, page 1`, first, base, { maxP99: target.p99 }));
        rows.push(row(`${label}, page 10,000`, deep, base, { maxP99: target.p99 }));
        // The cost of a page as time per request (1 / requests per second, one connection): deep against first.
        const ratio = first.rps / Math.max(deep.rps, 1e-9);
        record(`${label}: page 10,000 against page 1 (time per request)`, ratio, '×', { text: '≤ 1.2×', holds: ratio <= 1.2 });
      }
    } finally {
      portal.stop();
    }
  }
} finally {
  hello.stop();
  cluster?.stop();
  await new Promise((r) => setTimeout(r, 500));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}
printTable('Brand tariffs at SEED_SCALE 10', rows);
