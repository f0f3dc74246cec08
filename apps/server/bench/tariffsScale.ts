// Brand-tariff paging at SEED_SCALE 10 (issue 17 item 6): the built server on a fresh database with ten times the
// demo data (~1.1 million tariff lines; the deepest brand ~129,000), on embedded PGlite and on a throwaway
// PostgreSQL 15 cluster. Tarifas/GetTarifaProveedorMar, one member (one connection), 10 lines a page: page 1 against
// page 10,000, for the default sort (reference ascending) and for PVP descending. Goals: the deep page costs ≤ 1.2×
// the first (time per request), p99 ≤ 10 ms on PostgreSQL and ≤ 25 ms on PGlite.
import { record } from './support/results';
import { load, printTable, row, startHello } from './support/http';
import { atScale10 } from './support/scale';

const rows: string[] = [];
const hello = await startHello();
try {
  const base = await load({ url: `${hello.url}/hello` });
  rows.push(row('bare Fastify hello route (baseline)', base, base));
  await atScale10('tariffs', async ({ name, url, headers }) => {
    const maxP99 = name === 'PGlite' ? 25 : 10;
    const list = (await (await fetch(`${url}/api/Proveedores/GetListado`, { headers })).json()) as {
      valorRetorno: { PRV_ID: number; Marcas: { MAR_ID: number; MAR_NOMBRE: string }[] }[];
    };
    const supplier = list.valorRetorno.find((s) => s.Marcas.some((m) => m.MAR_NOMBRE === 'Brembo'));
    const brand = supplier?.Marcas.find((m) => m.MAR_NOMBRE === 'Brembo');
    if (!supplier || !brand) throw new Error('no Brembo');
    for (const sort of [{ orderBy: 'REFERENCIA', direccion: 'asc' }, { orderBy: 'PVP', direccion: 'desc' }]) {
      const body = (pag: number) => JSON.stringify({ idProveedor: supplier.PRV_ID, idMarca: brand.MAR_ID, maxRegistros: 10, pag, ...sort });
      const tariff = `${url}/api/Tarifas/GetTarifaProveedorMar`;
      const first = await load({ url: tariff, method: 'POST', headers, body: body(1), connections: 1 });
      const deep = await load({ url: tariff, method: 'POST', headers, body: body(10_000), connections: 1 });
      const label = `SEED_SCALE 10: Brembo's tariff by ${sort.orderBy} ${sort.direccion}, 10 a page, on ${name}`;
      rows.push(row(`${label}, page 1`, first, base, { maxP99 }));
      rows.push(row(`${label}, page 10,000`, deep, base, { maxP99 }));
      // The cost of a page as time per request (1 / requests per second, one connection): deep against first.
      const ratio = first.rps / Math.max(deep.rps, 1e-9);
      record(`${label}: page 10,000 against page 1 (time per request)`, ratio, '×', { text: '≤ 1.2×', holds: ratio <= 1.2 });
    }
  });
} finally {
  hello.stop();
}
printTable('Brand tariffs at SEED_SCALE 10', rows);
