import type { ConsumoGrafico } from '@socios/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loggedIn = (user = 'admin', pwd?: string) => logInAs(server.url, user, pwd);

const now = new Date();
const year = now.getUTCFullYear();
const month = now.getUTCMonth() + 1;

async function sql(where: string, params: unknown[]): Promise<{ cur: number; prev: number }> {
  const [row] = await server.db.query<{ cur: number; prev: number }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE year = $1), 0)::float8 AS cur,
            coalesce(sum(amount) FILTER (WHERE year = $1 - 1 AND month <= $2), 0)::float8 AS prev
       FROM purchases p JOIN members m ON m.soc_id = p.member_id WHERE ${where}`,
    [year, month, ...params],
  );
  return row!;
}

async function memberOf(login: string): Promise<{ member: number; country: number }> {
  const [row] = await server.db.query<{ member: number; country: number }>(
    'SELECT m.soc_id AS member, m.soc_id_pais AS country FROM users u JOIN members m ON m.soc_id = u.usr_id_socio WHERE u.usr_clave = $1',
    [login],
  );
  return row!;
}

const total = (rows: ConsumoGrafico[], tipo: string) => rows.find((r) => r.TIPO === tipo)!;

describe('consumption calls', () => {
  it('answer 401 without a session and 403 without the Consumos permission', async () => {
    const anonymous = new Browser(server.url);
    const socio = await loggedIn('socio');
    for (const path of ['/api/Consumos/GetConsumo_GraficoAnual', '/api/Consumos/GetConsumo_Proveedores']) {
      expect((await anonymous.call('POST', path, { json: { idProveedor: null } })).status).toBe(401);
      expect((await socio.call('POST', path, { json: { idProveedor: null } })).status).toBe(403);
    }
  });

  it('gives 12 months of I, G and P with the previous year, and year-to-date totals that match the purchases', async () => {
    const admin = await loggedIn();
    const rows = (await admin.api().Consumos.GetConsumo_GraficoAnual({ idProveedor: null })).valorRetorno;
    for (const tipo of ['I', 'G', 'P']) {
      const months = rows.filter((r) => r.TIPO === tipo);
      expect(months.map((r) => r.MES)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(months.every((r) => r.ANYO === year)).toBe(true);
      expect(months.filter((r) => (r.MES ?? 0) > month).every((r) => r.IMPORTE === 0 && r.CIENTO === null)).toBe(true);
    }
    const { member, country } = await memberOf('admin');
    const expected = {
      TI: await sql('p.member_id = $3', [member]),
      TG: await sql('true', []),
      TP: await sql('m.soc_id_pais = $3', [country]),
    };
    for (const [tipo, e] of Object.entries(expected)) {
      const t = total(rows, tipo);
      expect(t.MES).toBeNull();
      expect(t.IMPORTE).toBeCloseTo(e.cur, 1);
      expect(t.IMPORTE_ANTERIOR).toBeCloseTo(e.prev, 1);
      expect(t.CIENTO).toBeCloseTo((e.cur / e.prev) * 100, 1);
    }
    expect(total(rows, 'TG').IMPORTE).toBeGreaterThan(total(rows, 'TP').IMPORTE);
  });

  it('never shows another member’s individual figures, and leaves out the kinds without purchases', async () => {
    const admin = (await (await loggedIn()).api().Consumos.GetConsumo_GraficoAnual({ idProveedor: null })).valorRetorno;
    const other = (await (await loggedIn('otro')).api().Consumos.GetConsumo_GraficoAnual({ idProveedor: null })).valorRetorno;
    const { member } = await memberOf('otro');
    expect(total(other, 'TI').IMPORTE).toBeCloseTo((await sql('p.member_id = $3', [member])).cur, 1);
    expect(total(other, 'TI').IMPORTE).not.toBeCloseTo(total(admin, 'TI').IMPORTE, 1);
    expect(total(other, 'TG').IMPORTE).toBe(total(admin, 'TG').IMPORTE);

    // A member that buys nothing: no I rows (the dashboard says 'No hay consumos individuales').
    await server.db.query('DELETE FROM purchases WHERE member_id = $1', [member]);
    const empty = (await (await loggedIn('otro')).api().Consumos.GetConsumo_GraficoAnual({ idProveedor: null })).valorRetorno;
    expect(empty.filter((r) => r.TIPO === 'I' || r.TIPO === 'TI')).toEqual([]);
    expect(empty.some((r) => r.TIPO === 'G')).toBe(true);
    const bySupplier = (await (await loggedIn('otro')).api().Consumos.GetConsumo_Proveedores({ idProveedor: null })).valorRetorno;
    expect(bySupplier).toEqual([]);
  });

  it('lists the member’s suppliers with the total as TIPO 1, and narrows to one supplier', async () => {
    const admin = await loggedIn();
    const lines = (await admin.api().Consumos.GetConsumo_Proveedores({ idProveedor: null })).valorRetorno;
    const totalLine = lines.find((l) => l.TIPO === 1)!;
    const details = lines.filter((l) => l.TIPO === 0);
    expect(details.length).toBeGreaterThan(3);
    expect(totalLine.IMPORTE).toBeCloseTo(
      details.reduce((n, l) => n + l.IMPORTE, 0),
      1,
    );
    const { member } = await memberOf('admin');
    expect(totalLine.IMPORTE).toBeCloseTo((await sql('p.member_id = $3', [member])).cur, 1);
    const one = details[0]!;
    const only = (await admin.api().Consumos.GetConsumo_Proveedores({ idProveedor: one.ID_PROVEEDOR })).valorRetorno;
    expect(only.filter((l) => l.TIPO === 0).map((l) => l.ID_PROVEEDOR)).toEqual([one.ID_PROVEEDOR]);
    const chart = (await admin.api().Consumos.GetConsumo_GraficoAnual({ idProveedor: one.ID_PROVEEDOR })).valorRetorno;
    expect(total(chart, 'TI').IMPORTE).toBeCloseTo(one.IMPORTE, 1);
  });
});
