// Brand-tariff paging at SEED_SCALE 10: the built server on a fresh database with ten times the
// demo data (~1.1 million tariff lines; the deepest brand ~129,000), on embedded PGlite and on a throwaway
// PostgreSQL 15 cluster. Tarifas/GetTarifaProveedorMar, one member (one connection), 10 lines a page: page 1 against
// page 10,000, for the default sort (reference ascending) and for PVP descending. Goals: the deep page costs ≤ 1.2×
// the first (time per request), p99 ≤ 10 ms on PostgreSQL and ≤ 25 ms on PGlite.
import { readFileSync } from 'node:fs';
import { type Figures, load, printTable, row, startHello } from './support/http';
import { record } from './support/results';
import { atScale10, type ScaleTarget } from './support/scale';

const rows: string[] = [];
const exportRows: string[] = [];

/** The server's resident memory now, in MB (Linux /proc). */
function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

/**
 * Exports a net list (streamed CSV or XLSX, or the whole list as one JSON answer) and reads it as a browser would,
 * sampling the server's memory every 10 ms: lines, seconds, lines/s and how far the memory rose above where it was.
 */
async function measureExport(
  target: ScaleTarget,
  path: string,
  body: object,
  times = 1,
  from?: number,
): Promise<{ lines: number; seconds: number; growth: number }> {
  const before = from ?? rssMb(target.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(target.pid));
  }, 10);
  const started = performance.now();
  let lines = 0;
  for (let i = 0; i < times; i++) {
    const res = await fetch(`${target.url}${path}`, {
      method: 'POST',
      headers: { ...target.headers, 'Accept-Encoding': 'identity' },
      body: JSON.stringify(body),
    });
    if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
    if (path.endsWith('ExportarTarifaCompra')) {
      lines += Number(res.headers.get('X-Total-Lineas'));
      for await (const _chunk of res.body) peak = Math.max(peak, rssMb(target.pid));
    } else {
      lines += ((await res.json()) as { valorRetorno: unknown[] }).valorRetorno.length;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(target.pid));
  return { lines, seconds, growth: peak - before };
}

/**
 * Net lists at scale: page 1 against the last page of a family, a family by net and every line by net (all by
 * positions), and the all-rows export —
 * streamed CSV and XLSX of 10 % of the list and of all of it (memory must not grow with the lines) against the whole
 * list as one JSON answer (GetTarifaCompraProveedorMar with maxRegistros null), in the same run.
 */
async function netListFigures(target: ScaleTarget, supplierId: number, brandId: number, base: Figures): Promise<void> {
  const lists = (await (
    await fetch(`${target.url}/api/Proveedores/GetProveedorTarifaCompra`, {
      method: 'POST',
      headers: target.headers,
      body: JSON.stringify({ idProveedor: supplierId, idMarca: brandId }),
    })
  ).json()) as { valorRetorno: { PRVTARCOM_ID: number }[] };
  const list = lists.valorRetorno[0]?.PRVTARCOM_ID;
  if (!list) throw new Error('Brembo has no net list');
  const key = { idProveedor: supplierId, idMarca: brandId, idTarifaCompra: list };
  const net = `${target.url}/api/Tarifas/GetTarifaCompraProveedorMar`;
  // Page 1 against the last page of each filtered order, all read by positions (modules/tariffs/paging.ts).
  const cases: [string, object][] = [
    ['provisional nets', { familia: 'P' }],
    ['provisional nets by NETO descending', { familia: 'P', orderBy: 'NETO', direccion: 'desc' }],
    ['every line by NETO ascending (nets, then lines without one)', { familia: 'T', orderBy: 'NETO', direccion: 'asc' }],
  ];
  for (const [what, filter] of cases) {
    const pageOf = (pag: number) => JSON.stringify({ ...key, ...filter, maxRegistros: 10, pag });
    const first = (await (await fetch(net, { method: 'POST', headers: { ...target.headers, 'Accept-Encoding': 'identity' }, body: pageOf(1) })).json()) as {
      valorRetorno: { TOTAL_PAGINAS: number }[];
    };
    const lastPage = first.valorRetorno[0]?.TOTAL_PAGINAS ?? 1;
    const p1 = await load({ url: net, method: 'POST', headers: target.headers, body: pageOf(1), connections: 1 });
    const pn = await load({ url: net, method: 'POST', headers: target.headers, body: pageOf(lastPage), connections: 1 });
    const label = `SEED_SCALE 10: Brembo's net list, ${what}, 10 a page, on ${target.name}`;
    rows.push(row(`${label}, page 1`, p1, base));
    rows.push(row(`${label}, last page (${lastPage.toLocaleString('es-ES')})`, pn, base));
    const ratio = p1.rps / Math.max(pn.rps, 1e-9);
    record(`${label}: last page against page 1 (time per request)`, ratio, '×', { text: '≤ 1.2×', holds: ratio <= 1.2 });
  }

  const exportPath = '/api/Tarifas/ExportarTarifaCompra';
  await measureExport(target, exportPath, { ...key, formato: 'csv', familia: 'O' }); // warm-up
  const exports: [string, string, object][] = [
    ['streamed CSV, other nets (about 10 %)', exportPath, { ...key, formato: 'csv', familia: 'O' }],
    ['streamed CSV, every line', exportPath, { ...key, formato: 'csv' }],
    ['streamed Excel, every line', exportPath, { ...key, formato: 'xlsx' }],
    ['one JSON answer, every line (baseline)', '/api/Tarifas/GetTarifaCompraProveedorMar', { ...key, maxRegistros: null }],
  ];
  const addRow = (what: string, f: { lines: number; seconds: number; growth: number }) => {
    const name = `Brembo's net list on ${target.name}: ${what}`;
    record(`${name}: lines/s`, f.lines / f.seconds, 'lines/s');
    record(`${name}: server memory growth`, f.growth, 'MB');
    exportRows.push(
      `| ${name} | ${f.lines.toLocaleString('es-ES')} | ${f.seconds.toFixed(2)} | ${Math.round(f.lines / f.seconds).toLocaleString('es-ES')} | ${f.growth.toFixed(1)} |`,
    );
  };
  for (const [what, path, body] of exports) addRow(what, await measureExport(target, path, body));
  // Twelve whole lists in a row per format, the server's peak memory watched in thirds: after the first third (the
  // garbage collector settling its heap) the last third must not need more than the middle one — what a stream holds
  // does not grow with the lines it has sent. (A single list's figure above is one swing of the collector.)
  for (const format of ['csv', 'xlsx'] as const) {
    const label = format === 'csv' ? 'CSV' : 'Excel';
    const before = rssMb(target.pid);
    const thirds: { lines: number; seconds: number; growth: number }[] = [];
    for (let t = 0; t < 3; t++) thirds.push(await measureExport(target, exportPath, { ...key, formato: format }, 4, before));
    for (const [t, f] of thirds.entries()) addRow(`streamed ${label}, every line, runs ${t * 4 + 1}–${t * 4 + 4}`, f);
    const [, middle, last] = thirds;
    record(`Brembo's net list on ${target.name}: peak memory of streamed ${label} runs 9–12 over runs 5–8`, last!.growth - middle!.growth, 'MB', {
      text: '≤ 16 MB (flat)',
      holds: last!.growth - middle!.growth <= 16,
    });
  }
}
const hello = await startHello();
try {
  const base = await load({ url: `${hello.url}/hello` });
  rows.push(row('bare Fastify hello route (baseline)', base, base));
  await atScale10('tariffs', async ({ name, url, headers, pid }) => {
    const maxP99 = name === 'PGlite' ? 25 : 10;
    const list = (await (await fetch(`${url}/api/Proveedores/GetListado`, { headers })).json()) as {
      valorRetorno: { PRV_ID: number; Marcas: { MAR_ID: number; MAR_NOMBRE: string }[] }[];
    };
    const supplier = list.valorRetorno.find((s) => s.Marcas.some((m) => m.MAR_NOMBRE === 'Brembo'));
    const brand = supplier?.Marcas.find((m) => m.MAR_NOMBRE === 'Brembo');
    if (!supplier || !brand) throw new Error('no Brembo');
    for (const sort of [
      { orderBy: 'REFERENCIA', direccion: 'asc' },
      { orderBy: 'PVP', direccion: 'desc' },
    ]) {
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
    // A reference search (the first four characters of a reference: part of the tariff).
    const tariff = `${url}/api/Tarifas/GetTarifaProveedorMar`;
    const probe = (await (
      await fetch(tariff, { method: 'POST', headers, body: JSON.stringify({ idProveedor: supplier.PRV_ID, idMarca: brand.MAR_ID, pag: 3 }) })
    ).json()) as {
      valorRetorno: { REFERENCIA: string }[];
    };
    const referencia = probe.valorRetorno[0]!.REFERENCIA.slice(0, 4).toLowerCase();
    // By reference both ways (a range of the search's run of positions), and by PVP (counted and skipped within the run).
    for (const [orderBy, direccion] of [
      ['REFERENCIA', 'asc'],
      ['REFERENCIA', 'desc'],
      ['PVP', 'desc'],
    ]) {
      const body = (pag: number) =>
        JSON.stringify({ idProveedor: supplier.PRV_ID, idMarca: brand.MAR_ID, referencia, maxRegistros: 10, pag, orderBy, direccion });
      const head = (await (await fetch(tariff, { method: 'POST', headers, body: body(1) })).json()) as { valorRetorno: { TOTAL_PAGINAS: number }[] };
      const lastPage = head.valorRetorno[0]?.TOTAL_PAGINAS ?? 1;
      const first = await load({ url: tariff, method: 'POST', headers, body: body(1), connections: 1 });
      const deep = await load({ url: tariff, method: 'POST', headers, body: body(lastPage), connections: 1 });
      const label = `SEED_SCALE 10: Brembo's tariff, references starting '${referencia}', by ${orderBy} ${direccion}, 10 a page, on ${name}`;
      rows.push(row(`${label}, page 1`, first, base, { maxP99 }));
      rows.push(row(`${label}, last page (${lastPage.toLocaleString('es-ES')})`, deep, base, { maxP99 }));
      const ratio = first.rps / Math.max(deep.rps, 1e-9);
      record(`${label}: last page against page 1 (time per request)`, ratio, '×', { text: '≤ 1.2×', holds: ratio <= 1.2 });
    }
    await netListFigures({ name, url, headers, pid }, supplier.PRV_ID, brand.MAR_ID, base);
  });
} finally {
  hello.stop();
}
printTable('Brand tariffs at SEED_SCALE 10', rows);
console.log('\n### The whole net list as a file at SEED_SCALE 10 (server memory sampled every 10 ms)\n');
console.log('| Export | Lines | Seconds | Lines/s | Server memory growth (MB) |');
console.log('|---|---:|---:|---:|---:|');
for (const r of exportRows) console.log(r);
