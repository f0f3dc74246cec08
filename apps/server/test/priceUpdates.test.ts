import { contract } from '@socios/api';
import { CSV_BOM, parseCsvRecords, priceDifference, UPDATE_DAYS_MAX, UPDATES_PAGE, UPDATES_PAGE_MAX, userScaleIndex } from '@socios/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loggedIn = (user = 'admin') => logInAs(server.url, user);

/** A supplier's brand with partial, complete and future updates. */
async function brandWithUpdates() {
  const [row] = await server.db.query<{ prv: number; mar: number }>(
    `SELECT his_id_proveedor AS prv, his_id_marca AS mar FROM price_updates GROUP BY 1, 2
      HAVING count(DISTINCT his_tipo_tar) = 3 ORDER BY count(*) DESC, 1, 2 LIMIT 1`,
  );
  return row!;
}

describe('Tarifas/GetListaActualizacionesTarifaProv', () => {
  it('has several years of partial, complete and future updates in the demo data', async () => {
    const rows = await server.db.query<{ tipo: string; n: number; years: number }>(
      `SELECT his_tipo_tar AS tipo, count(*)::int AS n, count(DISTINCT extract(year FROM his_fecha))::int AS years FROM price_updates GROUP BY 1 ORDER BY 1`,
    );
    expect(rows.map((r) => r.tipo)).toEqual(['C', 'F', 'P']);
    expect(rows.find((r) => r.tipo === 'P')!.years).toBeGreaterThanOrEqual(3);
    const [future] = await server.db.query<{ ok: boolean }>(`SELECT bool_and(his_fecha > current_date) AS ok FROM price_updates WHERE his_tipo_tar = 'F'`);
    expect(future!.ok).toBe(true);
  });

  it('lists a brand’s updates newest first with their changed references; every brand’s with no brand given', async () => {
    const { prv, mar } = await brandWithUpdates();
    const admin = await loggedIn();
    const list = (await admin.api().Tarifas.GetListaActualizacionesTarifaProv({ idProveedor: prv, idMarca: mar })).valorRetorno;
    expect(list.length).toBeGreaterThan(3);
    expect(new Set(list.map((u) => u.MAR_ID))).toEqual(new Set([mar]));
    const days = list.map((u) => u.HIS_FECHA_ACTUALIZACION.split('/').reverse().join(''));
    expect(days).toEqual([...days].sort().reverse());
    const [counted] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM price_update_lines WHERE his_id = $1', [list[0]!.HIS_ID]);
    expect(list[0]!.NUM_LINEAS).toBe(counted!.n);
    const all = (await admin.api().Tarifas.GetListaActualizacionesTarifaProv({ idProveedor: null, idMarca: null })).valorRetorno;
    expect(new Set(all.map((u) => u.MAR_ID)).size).toBeGreaterThan(10);
  });

  it('answers 401 without a session, 403 without Tarifas, 404 for a brand the supplier does not sell, 400 for half a brand', async () => {
    const { prv, mar } = await brandWithUpdates();
    const path = '/api/Tarifas/GetListaActualizacionesTarifaProv';
    expect((await new Browser(server.url).call('POST', path, { json: { idProveedor: prv, idMarca: mar } })).status).toBe(401);
    expect((await (await loggedIn('socio')).call('POST', path, { json: { idProveedor: prv, idMarca: mar } })).status).toBe(403);
    const admin = await loggedIn();
    const [other] = await server.db.query<{ mar: number }>(
      'SELECT mar_id AS mar FROM brands WHERE mar_id NOT IN (SELECT prvmar_id_marca FROM supplier_brands WHERE prvmar_id_proveedor = $1) LIMIT 1',
      [prv],
    );
    expect((await admin.call('POST', path, { json: { idProveedor: prv, idMarca: other!.mar } })).status).toBe(404);
    expect((await admin.call('POST', path, { json: { idProveedor: prv, idMarca: null } })).status).toBe(400);
  });
});

describe('Tarifas/GetListaActualizacionesTarifaProv pages (every brand’s are tens of thousands)', () => {
  const path = '/api/Tarifas/GetListaActualizacionesTarifaProv';
  type Page = { valorRetorno: { HIS_ID: number; HIS_TIPO_TAR: string; HIS_FECHA_ACTUALIZACION: string }[]; siguiente: number | null };

  it('answers the spec’s body with the first page, newest first, and says where the next starts', async () => {
    const [all] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM price_updates');
    expect(all!.n).toBeGreaterThan(UPDATES_PAGE);
    const admin = await loggedIn();
    const res = await admin.call('POST', path, { json: { idProveedor: null, idMarca: null } });
    expect(res.status).toBe(200);
    const page = res.json as Page;
    expect(page.valorRetorno).toHaveLength(UPDATES_PAGE);
    expect(page.siguiente).toBe(page.valorRetorno.at(-1)!.HIS_ID);
    const [newest] = await server.db.query<{ day: string }>(`SELECT to_char(max(his_fecha), 'DD/MM/YYYY') AS day FROM price_updates`);
    expect(page.valorRetorno[0]!.HIS_FECHA_ACTUALIZACION).toBe(newest!.day);
    // The largest page the contract allows stays far below a megabyte.
    const largest = await admin.call('POST', path, { json: { maxRegistros: UPDATES_PAGE_MAX } });
    expect((largest.json as Page).valorRetorno).toHaveLength(Math.min(UPDATES_PAGE_MAX, all!.n));
    expect(Buffer.byteLength(largest.text)).toBeLessThan(1024 * 1024);
    expect(contract.Tarifas.GetListaActualizacionesTarifaProv.maxRows).toBe(UPDATES_PAGE_MAX);
  });

  it('gives every update exactly once, in order, when its pages are walked', async () => {
    const expected = await server.db.query<{ id: number }>(
      'SELECT u.his_id AS id FROM price_updates u JOIN brands b ON b.mar_id = u.his_id_marca ORDER BY u.his_fecha DESC, b.mar_nombre, u.his_id',
    );
    const api = (await loggedIn()).api();
    const seen: number[] = [];
    let after: number | null = null;
    for (let calls = 0; calls <= expected.length / UPDATES_PAGE_MAX + 1; calls++) {
      const page: Page = await api.Tarifas.GetListaActualizacionesTarifaProv({ maxRegistros: UPDATES_PAGE_MAX, despuesDe: after });
      expect(page.valorRetorno.length).toBeLessThanOrEqual(UPDATES_PAGE_MAX);
      seen.push(...page.valorRetorno.map((u) => u.HIS_ID));
      after = page.siguiente;
      if (after === null) break;
    }
    expect(after).toBeNull();
    expect(seen).toEqual(expected.map((r) => r.id));
  });

  it('narrows to a type and a window of days, and the day counts add up to what each day lists', async () => {
    const admin = await loggedIn();
    const days = (await admin.api().Tarifas.GetDiasActualizacionesTarifaProv({})).valorRetorno;
    const [all] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM price_updates');
    expect(days.reduce((n, d) => n + d.NUM_ACTUALIZACIONES, 0)).toBe(all!.n);
    expect(days.length).toBeLessThanOrEqual(UPDATE_DAYS_MAX);
    const iso = (d: string) => d.split('/').reverse().join('-');
    const order = days.map((d) => iso(d.HIS_FECHA_ACTUALIZACION));
    expect(order).toEqual([...order].sort().reverse());
    // The busiest complete day: its updates, in pages of 7, are exactly its count.
    const busiest = days.filter((d) => d.HIS_TIPO_TAR === 'C').sort((a, b) => b.NUM_ACTUALIZACIONES - a.NUM_ACTUALIZACIONES)[0]!;
    expect(busiest.NUM_ACTUALIZACIONES).toBeGreaterThan(7);
    const window = { tipo: 'C' as const, desde: busiest.HIS_FECHA_ACTUALIZACION, hasta: busiest.HIS_FECHA_ACTUALIZACION, maxRegistros: 7 };
    const listed: Page['valorRetorno'] = [];
    let after: number | null = null;
    do {
      const page: Page = await admin.api().Tarifas.GetListaActualizacionesTarifaProv({ ...window, despuesDe: after });
      expect(page.valorRetorno.length).toBeLessThanOrEqual(7);
      listed.push(...page.valorRetorno);
      after = page.siguiente;
    } while (after !== null);
    expect(listed).toHaveLength(busiest.NUM_ACTUALIZACIONES);
    expect(new Set(listed.map((u) => u.HIS_ID)).size).toBe(listed.length);
    expect(listed.every((u) => u.HIS_TIPO_TAR === 'C' && u.HIS_FECHA_ACTUALIZACION === busiest.HIS_FECHA_ACTUALIZACION)).toBe(true);
    // A month's window of one brand: its updates of that month.
    const { prv, mar } = await brandWithUpdates();
    const mine = (await admin.api().Tarifas.GetDiasActualizacionesTarifaProv({ idProveedor: prv, idMarca: mar })).valorRetorno;
    const [newest] = mine;
    const [, month, year] = newest!.HIS_FECHA_ACTUALIZACION.split('/');
    const ofMonth = (
      await admin
        .api()
        .Tarifas.GetListaActualizacionesTarifaProv({ idProveedor: prv, idMarca: mar, desde: `01/${month}/${year}`, hasta: `31/${month}/${year}` })
    ).valorRetorno;
    const expected = mine.filter((d) => d.HIS_FECHA_ACTUALIZACION.endsWith(`/${month}/${year}`)).reduce((n, d) => n + d.NUM_ACTUALIZACIONES, 0);
    expect(ofMonth).toHaveLength(expected);
  });

  it('answers 400 for a cursor that is no update, a day that is not DD/MM/YYYY or a page over the maximum; 404 and 403 as the list', async () => {
    const admin = await loggedIn();
    expect((await admin.call('POST', path, { json: { despuesDe: 99_999_999 } })).status).toBe(400);
    expect((await admin.call('POST', path, { json: { desde: '2026-11-03' } })).status).toBe(400);
    expect((await admin.call('POST', path, { json: { maxRegistros: UPDATES_PAGE_MAX + 1 } })).status).toBe(400);
    const days = '/api/Tarifas/GetDiasActualizacionesTarifaProv';
    const { prv } = await brandWithUpdates();
    const [other] = await server.db.query<{ mar: number }>(
      'SELECT mar_id AS mar FROM brands WHERE mar_id NOT IN (SELECT prvmar_id_marca FROM supplier_brands WHERE prvmar_id_proveedor = $1) LIMIT 1',
      [prv],
    );
    expect((await admin.call('POST', days, { json: { idProveedor: prv, idMarca: other!.mar } })).status).toBe(404);
    expect((await (await loggedIn('socio')).call('POST', days, { json: {} })).status).toBe(403);
    expect((await new Browser(server.url).call('POST', days, { json: {} })).status).toBe(401);
  });
});

describe('Tarifas/GetActualizacionesPrecioMarcaProv', () => {
  /** The update with the most lines. */
  async function bigUpdate() {
    const [row] = await server.db.query<{ id: number; n: number }>(
      'SELECT his_id AS id, his_num_lineas AS n FROM price_updates ORDER BY his_num_lineas DESC, his_id LIMIT 1',
    );
    return row!;
  }

  it('gives batches by start and end index, in reference order, that join up without gaps or repeats', async () => {
    const { id, n } = await bigUpdate();
    expect(n).toBeGreaterThan(120);
    const api = (await loggedIn()).api();
    const first = (await api.Tarifas.GetActualizacionesPrecioMarcaProv({ idActualizacion: id, startIndex: 0, endIndex: 50 })).valorRetorno;
    const second = (await api.Tarifas.GetActualizacionesPrecioMarcaProv({ idActualizacion: id, startIndex: 50, endIndex: 100 })).valorRetorno;
    expect(first).toHaveLength(50);
    expect(second).toHaveLength(50);
    expect(first[0]!.TOTAL_LINEAS).toBe(n);
    const refs = [...first, ...second].map((l) => l.ART_REFERENCIA);
    expect(new Set(refs).size).toBe(100);
    expect(refs).toEqual([...refs].sort());
    const past = (await api.Tarifas.GetActualizacionesPrecioMarcaProv({ idActualizacion: id, startIndex: n, endIndex: n + 50 })).valorRetorno;
    expect(past).toEqual([]);
  });

  it('gives each line its differences in euros and percent (the domain’s rule), none without an old value', async () => {
    const { id } = await bigUpdate();
    const api = (await loggedIn()).api();
    const lines = (await api.Tarifas.GetActualizacionesPrecioMarcaProv({ idActualizacion: id, startIndex: 0, endIndex: 200 })).valorRetorno;
    for (const l of lines) {
      const pvp = priceDifference(l.PVP_ANTERIOR, l.TAR_PVP);
      expect([l.PVP_DIFERENCIA, l.PVP_CIENTO_DIFERENCIA]).toEqual([pvp.amount, pvp.percent]);
      const net = priceDifference(l.NETO_ANTERIOR, l.TAR_NETO);
      expect([l.NETO_DIFERENCIA, l.NETO_CIENTO_DIFERENCIA]).toEqual([net.amount, net.percent]);
      expect(l.TAR_FECHA_VIGENCIA).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
    expect(lines.some((l) => l.PVP_DIFERENCIA !== null && l.PVP_DIFERENCIA !== 0)).toBe(true);
  });

  it('sorts by the percent change and narrows to a reference prefix', async () => {
    const { id } = await bigUpdate();
    const api = (await loggedIn()).api();
    const sorted = (
      await api.Tarifas.GetActualizacionesPrecioMarcaProv({
        idActualizacion: id,
        orderBy: 'PVP_CIENTO_DIFERENCIA',
        direccion: 'desc',
        startIndex: 0,
        endIndex: 80,
      })
    ).valorRetorno;
    const pct = sorted.map((l) => l.PVP_CIENTO_DIFERENCIA).filter((p): p is number => p !== null);
    expect(pct).toEqual([...pct].sort((a, b) => b - a));
    const ref = sorted[3]!.ART_REFERENCIA;
    const found = (await api.Tarifas.GetActualizacionesPrecioMarcaProv({ idActualizacion: id, referencia: ref.toLowerCase(), startIndex: 0, endIndex: 50 }))
      .valorRetorno;
    expect(found.map((l) => l.ART_REFERENCIA)).toContain(ref);
    expect(found.every((l) => l.ART_REFERENCIA.toUpperCase().startsWith(ref.toUpperCase()))).toBe(true);
  });

  it('answers 404 for an unknown update, 400 for a batch over 500 lines or backwards, 403 without Tarifas', async () => {
    const admin = await loggedIn();
    const path = '/api/Tarifas/GetActualizacionesPrecioMarcaProv';
    expect((await admin.call('POST', path, { json: { idActualizacion: 99_999_999, startIndex: 0, endIndex: 50 } })).status).toBe(404);
    const { id } = await bigUpdate();
    expect((await admin.call('POST', path, { json: { idActualizacion: id, startIndex: 0, endIndex: 501 } })).status).toBe(400);
    expect((await admin.call('POST', path, { json: { idActualizacion: id, startIndex: 50, endIndex: 0 } })).status).toBe(400);
    expect((await (await loggedIn('socio')).call('POST', path, { json: { idActualizacion: id, startIndex: 0, endIndex: 50 } })).status).toBe(403);
  });
});

describe('net price list families and the streamed export', () => {
  async function netList() {
    const [row] = await server.db.query<{ prv: number; mar: number; list: number; n: number; name: string }>(
      `SELECT p.prvtarcom_id_proveedor AS prv, p.prvtarcom_id_marca AS mar, min(p.prvtarcom_id) AS list, b.mar_nombre AS name,
              (SELECT count(*)::int FROM tariff_lines t WHERE t.tar_id_marca = p.prvtarcom_id_marca) AS n
         FROM purchase_tariffs p JOIN brands b ON b.mar_id = p.prvtarcom_id_marca GROUP BY 1, 2, 4 ORDER BY n LIMIT 1`,
    );
    return row!;
  }

  it('narrows a net list to one family of nets, paged with its own page count', async () => {
    const { prv, mar, list } = await netList();
    const api = (await loggedIn()).api();
    const [count] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM purchase_tariff_lines WHERE prvtarcom_id = $1 AND familia = 'P'`, [
      list,
    ]);
    expect(count!.n).toBeGreaterThan(0);
    const page = (await api.Tarifas.GetTarifaCompraProveedorMar({ idProveedor: prv, idMarca: mar, idTarifaCompra: list, familia: 'P', maxRegistros: 10 }))
      .valorRetorno;
    expect(page.length).toBe(Math.min(10, count!.n));
    expect(page[0]!.TOTAL_PAGINAS).toBe(Math.ceil(count!.n / 10));
    const provisional = new Set(
      (
        await server.db.query<{ ref: string }>(
          `SELECT t.tar_referencia AS ref FROM purchase_tariff_lines pl JOIN tariff_lines t ON t.tar_id = pl.tar_id WHERE pl.prvtarcom_id = $1 AND pl.familia = 'P'`,
          [list],
        )
      ).map((r) => r.ref),
    );
    for (const l of page) {
      expect(provisional.has(l.REFERENCIA)).toBe(true);
      expect(l.NETO).not.toBeNull();
    }
    const all = (await api.Tarifas.GetTarifaCompraProveedorMar({ idProveedor: prv, idMarca: mar, idTarifaCompra: list, familia: 'T', maxRegistros: 10 }))
      .valorRetorno;
    expect(all[0]!.TOTAL_PAGINAS).toBeGreaterThan(page[0]!.TOTAL_PAGINAS);
  });

  it('streams the whole list as CSV in the order asked for, named tarifas_{brand}_{DD_MM}, with the line count ahead', async () => {
    const { prv, mar, list, n, name } = await netList();
    const admin = await loggedIn();
    const res = await admin.fetch('/api/Tarifas/ExportarTarifaCompra', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ idProveedor: prv, idMarca: mar, idTarifaCompra: list, formato: 'csv', orderBy: 'PVP', direccion: 'desc' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('x-total-lineas')).toBe(String(n));
    const today = new Date();
    const stamp = `${String(today.getDate()).padStart(2, '0')}_${String(today.getMonth() + 1).padStart(2, '0')}`;
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain(`tarifas_${name}_${stamp}.csv`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.includes('\r\n')).toBe(true);
    const { records, errors } = parseCsvRecords(text);
    expect(errors).toEqual([]);
    expect(records[0]!.fields).toEqual(['Referencia', 'Descripción', 'Familia', 'PVP', 'Neto Grupo', 'Vigencia']);
    expect(records).toHaveLength(n + 1);
    const pvp = records.slice(1).map((r) => Number(r.fields[3]!.replace(',', '.')));
    expect(pvp).toEqual([...pvp].sort((a, b) => b - a));
    const paged = (
      await admin
        .api()
        .Tarifas.GetTarifaCompraProveedorMar({ idProveedor: prv, idMarca: mar, idTarifaCompra: list, orderBy: 'PVP', direccion: 'desc', maxRegistros: 100 })
    ).valorRetorno;
    expect(records.slice(1, 101).map((r) => r.fields[0])).toEqual(paged.map((l) => l.REFERENCIA));
  });

  it('streams the list as an Excel workbook with numbers as numbers, a family applied', async () => {
    const { prv, mar, list } = await netList();
    const admin = await loggedIn();
    const res = await admin.fetch('/api/Tarifas/ExportarTarifaCompra', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ idProveedor: prv, idMarca: mar, idTarifaCompra: list, formato: 'xlsx', familia: 'O' }),
    });
    expect(res.status).toBe(200);
    const expected = Number(res.headers.get('x-total-lineas'));
    const [count] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM purchase_tariff_lines WHERE prvtarcom_id = $1 AND familia = 'O'`, [
      list,
    ]);
    expect(expected).toBe(count!.n);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(expected + 1);
    expect(sheet.getRow(1).getCell(5).value).toBe('Neto Grupo');
    expect(typeof sheet.getRow(2).getCell(4).value).toBe('number');
    expect(typeof sheet.getRow(2).getCell(5).value).toBe('number');
  });

  it('sorts a net list by its net, lines without one last, on a page and in the export', async () => {
    const { prv, mar, list, n } = await netList();
    const admin = await loggedIn();
    const [counts] = await server.db.query<{ nets: number }>('SELECT count(*)::int AS nets FROM purchase_tariff_lines WHERE prvtarcom_id = $1', [list]);
    const page = (
      await admin
        .api()
        .Tarifas.GetTarifaCompraProveedorMar({ idProveedor: prv, idMarca: mar, idTarifaCompra: list, orderBy: 'NETO', direccion: 'desc', maxRegistros: 100 })
    ).valorRetorno;
    const nets = page.map((l) => l.NETO).filter((v): v is number => v !== null);
    expect(nets.length).toBe(Math.min(100, counts!.nets));
    expect(nets).toEqual([...nets].sort((a, b) => b - a));
    const res = await admin.fetch('/api/Tarifas/ExportarTarifaCompra', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ idProveedor: prv, idMarca: mar, idTarifaCompra: list, formato: 'csv', orderBy: 'NETO', direccion: 'asc' }),
    });
    const { records } = parseCsvRecords(await res.text());
    expect(records).toHaveLength(n + 1);
    const column = records.slice(1).map((r) => r.fields[4]!);
    const firstEmpty = column.indexOf('');
    const valued = (firstEmpty < 0 ? column : column.slice(0, firstEmpty)).map((v) => Number(v.replace(',', '.')));
    expect(valued).toHaveLength(counts!.nets);
    expect(valued).toEqual([...valued].sort((a, b) => a - b));
    expect(column.slice(valued.length).every((v) => v === '')).toBe(true);
    expect(new Set(records.slice(1).map((r) => r.fields[0])).size).toBe(n);
  });

  it('answers 404 for another supplier’s list and 403 without Tarifas_Netos', async () => {
    const { prv, mar, list } = await netList();
    const [other] = await server.db.query<{ id: number }>('SELECT prvtarcom_id AS id FROM purchase_tariffs WHERE prvtarcom_id_marca <> $1 LIMIT 1', [mar]);
    const path = '/api/Tarifas/ExportarTarifaCompra';
    const admin = await loggedIn();
    expect((await admin.call('POST', path, { json: { idProveedor: prv, idMarca: mar, idTarifaCompra: other!.id, formato: 'csv' } })).status).toBe(404);
    expect((await admin.call('POST', path, { json: { idProveedor: prv, idMarca: mar, idTarifaCompra: list, formato: 'pdf' } })).status).toBe(400);
    expect(
      (await (await loggedIn('socio')).call('POST', path, { json: { idProveedor: prv, idMarca: mar, idTarifaCompra: list, formato: 'csv' } })).status,
    ).toBe(403);
  });
});

describe('Producto', () => {
  /** A supplier's brand with a product whose scaled condition the admin's member falls in. */
  async function scaledProduct() {
    const [row] = await server.db.query<{ prv: number; mar: number; prd: number }>(
      `SELECT c.cnds_id_proveedor AS prv, c.cnds_id_marca AS mar, c.cnds_id_producto AS prd
         FROM product_conditions c JOIN products p ON p.prd_id = c.cnds_id_producto
         JOIN purchases pu ON pu.supplier_id = c.cnds_id_proveedor AND pu.brand_id = c.cnds_id_marca AND pu.subfamily_id = p.prd_id_subfamilia
         JOIN users u ON u.usr_id_socio = pu.member_id AND u.usr_clave = 'admin'
        WHERE c.cnds_tipo = 2 AND pu.year = extract(year FROM current_date)::int - 1
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3 LIMIT 1`,
    );
    return row!;
  }

  it('lists a brand’s products in order with the member’s and the group’s purchases; 404 for a brand the supplier does not sell', async () => {
    const { prv, mar } = await scaledProduct();
    const admin = await loggedIn();
    const products = (await admin.api().Producto.GetProductosProveedorMarca({ provId: prv, marcaId: mar })).valorRetorno;
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(p.TOTAL_CONSUMO_GRUPO).toBeGreaterThanOrEqual(p.TOTAL_CONSUMO_SOCIO);
      expect(p.TOTAL_CONSUMO_GRUPO_ANTERIOR).toBeGreaterThanOrEqual(p.TOTAL_CONSUMO_SOCIO_ANTERIOR);
    }
    expect(products.some((p) => p.TOTAL_CONSUMO_SOCIO_ANTERIOR > 0)).toBe(true);
    const [other] = await server.db.query<{ mar: number }>(
      'SELECT mar_id AS mar FROM brands WHERE mar_id NOT IN (SELECT prvmar_id_marca FROM supplier_brands WHERE prvmar_id_proveedor = $1) LIMIT 1',
      [prv],
    );
    expect((await admin.call('GET', `/api/Producto/GetProductosProveedorMarca/${prv}/${other!.mar}`)).status).toBe(404);
  });

  it('gives a product’s conditions with the member’s own scale marked (the domain’s rule on last year’s purchases)', async () => {
    const { prv, mar, prd } = await scaledProduct();
    const admin = await loggedIn();
    const year = new Date().getFullYear() - 1;
    const conditions = (await admin.api().Producto.CondicionesProveedorMarca({ anyo: year, idProveedor: prv, idMarca: mar, idProducto: prd })).valorRetorno;
    const scaled = conditions.find((c) => c.CNDS_TIPO === 2)!;
    expect(scaled.ESCALADOS.length).toBeGreaterThan(1);
    const products = (await admin.api().Producto.GetProductosProveedorMarca({ provId: prv, marcaId: mar })).valorRetorno;
    const bought = products.find((p) => p.PRVPRO_ID_PRODUCTO === prd)!.TOTAL_CONSUMO_SOCIO_ANTERIOR;
    const mine = userScaleIndex(scaled.ESCALADOS, bought);
    expect(mine).toBeGreaterThanOrEqual(0);
    expect(scaled.ESCALADOS.map((s) => s.rangoUsuario)).toEqual(scaled.ESCALADOS.map((_, i) => i === mine));
    const inis = scaled.ESCALADOS.map((s) => s.CNDSE_INI);
    expect(inis).toEqual([...inis].sort((a, b) => a - b));
  });

  it('answers 404 for a product of another brand, 403 without CondicionesPersonalizadas', async () => {
    const { prv, mar, prd } = await scaledProduct();
    const [other] = await server.db.query<{ prd: number }>('SELECT prvpro_id_producto AS prd FROM supplier_products WHERE prvpro_id_marca <> $1 LIMIT 1', [
      mar,
    ]);
    const path = '/api/Producto/CondicionesProveedorMarca';
    const admin = await loggedIn();
    expect((await admin.call('POST', path, { json: { anyo: 2025, idProveedor: prv, idMarca: mar, idProducto: other!.prd } })).status).toBe(404);
    const socio = await loggedIn('socio');
    expect((await socio.call('POST', path, { json: { anyo: 2025, idProveedor: prv, idMarca: mar, idProducto: prd } })).status).toBe(403);
    expect((await socio.call('GET', `/api/Producto/GetProductosProveedorMarca/${prv}/${mar}`)).status).toBe(403);
  });
});
