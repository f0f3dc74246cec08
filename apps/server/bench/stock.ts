// Stock figures of `pnpm bench`: the offers of a reference (Stocks/GetStock) and GenerarPedido with 50
// concurrent buyers all ordering one unit of the same warehouse row (the hot spot: each order takes the units with a
// conditional UPDATE in one transaction, so they queue on that row), on embedded PGlite and on a throwaway PostgreSQL
// 15 cluster, each against the bare Fastify hello route measured in the same run. Before the load, «Autorecambios
// Levante» (otro) imports a stock of the README's demo reference large enough that no order is refused; the orders
// really placed are counted from its stock afterwards. Figures, not assertions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STOCK_IMPORT_COLUMNS } from '@socios/domain';
import { startCluster } from '../test/support/postgresCluster';
import { load, printTable, row, sessionCookie, startHello, startPortal } from './support/http';

/** The README's demo reference (Bosch brake pads of plate 1234BBB). */
const REFERENCE = '0 986 400 166';
const UNITS = 900_000;

const json = (cookie: string) => ({ Cookie: cookie, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' });

async function call<T>(url: string, cookie: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: json(cookie),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function measure(name: string, url: string, base: Awaited<ReturnType<typeof load>>): Promise<string[]> {
  const buyer = await sessionCookie(url);
  const seller = await sessionCookie(url, 'otro', 'otro1234');
  const articles = await call<{ valorRetorno: { brandNoField: number; brandNameField: string }[] }>(
    url,
    buyer,
    `/Tecdoc/GetArticlesByReferencia/${encodeURIComponent(REFERENCE)}/`,
  );
  const brandNo = articles.valorRetorno.find((a) => a.brandNameField === 'Bosch')?.brandNoField;
  if (!brandNo) throw new Error(`the demo reference ${REFERENCE} is not in the catalogue`);
  const header = STOCK_IMPORT_COLUMNS.map((c) => c.header).join(';');
  await call(url, seller, '/Stocks/ImportarStock', { csv: `${header}\r\n01;Central;Bosch;${REFERENCE};;${UNITS};40\r\n` });
  const units = async () => (await call<{ valorRetorno: { Unidades: number } }>(url, seller, '/Stocks/GetResumenStock')).valorRetorno.Unidades;
  const points = await call<{ valorRetorno: { SOCPV_ID: number }[] }>(url, buyer, '/Socios/GetPuntosVenta');
  const me = await call<{ valorRetorno: { SOC_CIF: string } }>(url, buyer, '/Socios/GetSocio');
  const offers = await call<{ CifAsociado: string; NombreAsociado: string }[]>(url, buyer, `/Stocks/GetStock/${brandNo}/${encodeURIComponent(REFERENCE)}`);
  const levante = offers.find((o) => o.NombreAsociado === 'Autorecambios Levante');
  if (!levante) throw new Error('Autorecambios Levante does not offer the demo reference');

  const stock = await load({ url: `${url}/api/Stocks/GetStock/${brandNo}/${encodeURIComponent(REFERENCE)}`, headers: json(buyer) });
  const before = await units();
  const body = JSON.stringify({
    Cif_Socio: me.valorRetorno.SOC_CIF,
    Lineas: [{ CifAsociado: levante.CifAsociado, CodigoAlmacen: '01', Referencia: REFERENCE, Cantidad: 1 }],
    Observaciones: 'Pedido de prueba de carga',
    SuPedido: '',
    PedidoPor: 'Ana Martínez Ruiz',
    IdPuntoRecogida: points.valorRetorno[0]?.SOCPV_ID ?? 0,
  });
  const orders = await load({ url: `${url}/api/Stocks/GenerarPedido`, method: 'POST', headers: json(buyer), body });
  const placed = before - (await units());
  return [
    row(`offers of a reference (GetStock) on ${name}`, stock, base),
    row(`GenerarPedido, 50 buyers on one warehouse row, ${placed.toLocaleString('es-ES')} orders placed, on ${name}`, orders, base),
  ];
}

const rows: string[] = [];
const hello = await startHello();
const dirs: string[] = [];
const dir = () => {
  const d = mkdtempSync(join(tmpdir(), 'socios-bench-stock-'));
  dirs.push(d);
  return d;
};
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
try {
  const base = await load({ url: `${hello.url}/hello` });
  rows.push(row('bare Fastify hello route (baseline)', base, base));
  const targets: [string, Record<string, string>][] = [['PGlite', { DATA_DIR: dir() }]];
  try {
    cluster = await startCluster();
    targets.push(['PostgreSQL 15', { DATA_DIR: dir(), DATABASE_URL: `${cluster.baseUrl}/postgres` }]);
  } catch (err) {
    console.error(`PostgreSQL figures skipped: ${(err as Error).message}`);
  }
  for (const [name, env] of targets) {
    const portal = await startPortal(env);
    try {
      rows.push(...(await measure(name, portal.url, base)));
    } finally {
      portal.stop();
      // Let the server close its connections before the cluster goes.
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
} finally {
  hello.stop();
  cluster?.stop();
  await new Promise((r) => setTimeout(r, 500));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}
printTable('Stock between members', rows);
