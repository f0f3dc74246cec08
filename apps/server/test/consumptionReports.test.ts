import type { LineaConsumo } from '@socios/api';
import { CONSUMPTION_GROUPING_NAMES, type ConsumptionDimension, groupingLevels } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loggedIn = (user = 'admin') => logInAs(server.url, user);
const now = new Date();
const year = now.getUTCFullYear();
const month = now.getUTCMonth() + 1;

const COLUMN: Record<ConsumptionDimension, { id: keyof LineaConsumo; sql: string }> = {
  supplier: { id: 'ID_PROVEEDOR', sql: 'p.supplier_id' },
  family: { id: 'ID_FAMILIA', sql: 'sf.sfa_id_familia' },
  subfamily: { id: 'ID_SUBFAMILIA', sql: 'p.subfamily_id' },
  brand: { id: 'ID_MARCA', sql: 'p.brand_id' },
};

/** Sums the raw purchase rows independently of the server: amounts and units of a year and months, where … */
async function raw(y: number, from: number, to: number, where: string, params: unknown[]) {
  const [row] = await server.db.query<{ amount: number; units: number }>(
    `SELECT coalesce(sum(p.amount), 0)::float8 AS amount, coalesce(sum(p.units), 0)::float8 AS units
       FROM purchases p JOIN product_subfamilies sf ON sf.sfa_id = p.subfamily_id JOIN members m ON m.soc_id = p.member_id
      WHERE p.year = $1 AND p.month BETWEEN $2 AND $3 AND ${where}`,
    [y, from, to, ...params],
  );
  return row!;
}

async function memberOf(login: string): Promise<number> {
  const [row] = await server.db.query<{ member: number }>('SELECT usr_id_socio AS member FROM users WHERE usr_clave = $1', [login]);
  return row!.member;
}

const sum = (lines: LineaConsumo[], key: 'IMPORTE' | 'IMPORTE_ANTERIOR' | 'CANTIDAD') => lines.reduce((n, l) => n + l[key], 0);

describe('consumption reports', () => {
  it('answer 401 without a session and 403 without the Consumos permission, for every grouping', async () => {
    const anonymous = new Browser(server.url);
    const socio = await loggedIn('socio');
    for (const g of CONSUMPTION_GROUPING_NAMES) {
      for (const path of [`/api/Consumos/GetConsumo_${g}`, `/api/Consumos/GetConsumo_${g}_Grupo`]) {
        expect((await anonymous.call('POST', path, { json: {} })).status).toBe(401);
        expect((await socio.call('POST', path, { json: {} })).status).toBe(403);
      }
    }
    expect((await socio.call('GET', '/api/Consumos/GetEjercicios')).status).toBe(403);
  });

  it.each(CONSUMPTION_GROUPING_NAMES)('%s: every figure adds up to what the purchase rows say', async (grouping) => {
    const admin = await loggedIn();
    const member = await memberOf('admin');
    const levels = groupingLevels(grouping);
    const lines = (await admin.api().Consumos[`GetConsumo_${grouping}`]({ mesIni: '01', mesFin: '12' })).valorRetorno;
    const total = lines.find((l) => l.TIPO === 1)!;
    const details = lines.filter((l) => l.TIPO === 0);
    expect(details.length).toBeGreaterThan(1);
    expect(lines.at(-2)).toBe(total);
    expect(lines.at(-1)?.TIPO).toBe(3);

    // The total is this year's purchases of the member up to this month, and last year's over the same months.
    const cur = await raw(year, 1, month, 'p.member_id = $4', [member]);
    const prev = await raw(year - 1, 1, month, 'p.member_id = $4', [member]);
    expect(total.IMPORTE).toBeCloseTo(cur.amount, 1);
    expect(total.CANTIDAD).toBe(cur.units);
    expect(total.IMPORTE_ANTERIOR).toBeCloseTo(prev.amount, 1);
    expect(total.IMPORTE_PREVISION).toBeCloseTo((cur.amount / month) * 12, 0);
    expect(total.CIENTO_AC).toBeCloseTo((cur.amount / prev.amount) * 100, 1);

    // Details and each level's subtotals add up to the total; every detail to its subtotal.
    expect(sum(details, 'IMPORTE')).toBeCloseTo(total.IMPORTE, 0);
    expect(sum(details, 'IMPORTE_ANTERIOR')).toBeCloseTo(total.IMPORTE_ANTERIOR, 0);
    if (levels.length > 1) {
      const subtotals = lines.filter((l) => l.TIPO === 2);
      expect(sum(subtotals, 'IMPORTE')).toBeCloseTo(total.IMPORTE, 0);
      const first = subtotals[0]!;
      const under = details.filter((l) => l[COLUMN[levels[0]!].id] === first[COLUMN[levels[0]!].id]);
      expect(sum(under, 'IMPORTE')).toBeCloseTo(first.IMPORTE, 0);
      expect(lines.indexOf(first)).toBeLessThan(lines.indexOf(under[0]!));
    }
    if (levels.length === 3) expect(lines.some((l) => l.TIPO === 4)).toBe(true);

    // One detail line, recomputed from the rows with its own ids.
    const one = details[0]!;
    const conditions = levels.map((d, i) => `${COLUMN[d].sql} = $${5 + i}`).join(' AND ');
    const ids = levels.map((d) => one[COLUMN[d].id]);
    expect(one.IMPORTE).toBeCloseTo((await raw(year, 1, month, `p.member_id = $4 AND ${conditions}`, [member, ...ids])).amount, 1);
    expect(one.IMPORTE_ANTERIOR).toBeCloseTo((await raw(year - 1, 1, month, `p.member_id = $4 AND ${conditions}`, [member, ...ids])).amount, 1);
    expect(one.CIENTO_TOT).toBeCloseTo((one.IMPORTE / total.IMPORTE) * 100, 1);
    for (const d of levels) expect(one[COLUMN[d].id]).not.toBeNull();

    // The group's report adds up every member's purchases, and its total is the member report's TIPO 3.
    const group = (await admin.api().Consumos[`GetConsumo_${grouping}_Grupo`]({})).valorRetorno;
    const all = await raw(year, 1, month, 'true', []);
    expect(group.find((l) => l.TIPO === 1)?.IMPORTE).toBeCloseTo(all.amount, 0);
    expect(group.some((l) => l.TIPO === 3)).toBe(false);
    expect(lines.at(-1)?.IMPORTE).toBeCloseTo(all.amount, 0);
  });

  it('narrows by supplier, brand and family, a past year and a month range, and a country for the group', async () => {
    const admin = await loggedIn();
    const member = await memberOf('admin');
    const bySupplier = (await admin.api().Consumos.GetConsumo_ProveedoresXMarca({ anyo: year - 1 })).valorRetorno;
    const brandLine = bySupplier.find((l) => l.TIPO === 0)!;
    const body = { idProveedor: brandLine.ID_PROVEEDOR, idMarca: brandLine.ID_MARCA, anyo: year - 1, mesIni: '03', mesFin: '05' };
    const lines = (await admin.api().Consumos.GetConsumo_Subfamilias(body)).valorRetorno;
    const expected = await raw(year - 1, 3, 5, 'p.member_id = $4 AND p.supplier_id = $5 AND p.brand_id = $6', [member, body.idProveedor, body.idMarca]);
    const total = lines.find((l) => l.TIPO === 1)!;
    expect(total.IMPORTE).toBeCloseTo(expected.amount, 1);
    // A finished year's forecast is what the whole year came to, not the three months scaled to twelve; line by line,
    // and for the group's total too.
    const wholeYear = await raw(year - 1, 1, 12, 'p.member_id = $4 AND p.supplier_id = $5 AND p.brand_id = $6', [member, body.idProveedor, body.idMarca]);
    expect(total.IMPORTE_PREVISION).toBeCloseTo(wholeYear.amount, 1);
    expect(total.CANTIDAD_PREVISION).toBe(wholeYear.units);
    expect(wholeYear.amount).not.toBeCloseTo((expected.amount / 3) * 12, 0);
    const yearLines = (await admin.api().Consumos.GetConsumo_Subfamilias({ ...body, mesIni: '01', mesFin: '12' })).valorRetorno;
    for (const line of lines) {
      const same = yearLines.find((l) => l.TIPO === line.TIPO && l.ID_SUBFAMILIA === line.ID_SUBFAMILIA)!;
      expect(line.IMPORTE_PREVISION, `forecast of ${line.SUBFAMILIA}`).toBeCloseTo(same.IMPORTE, 1);
    }
    const family = lines.find((l) => l.TIPO === 0)!;
    const [fam] = await server.db.query<{ f: number }>('SELECT sfa_id_familia AS f FROM product_subfamilies WHERE sfa_id = $1', [family.ID_SUBFAMILIA]);
    const byFamily = (await admin.api().Consumos.GetConsumo_Subfamilias({ ...body, famId: fam!.f })).valorRetorno;
    expect(byFamily.filter((l) => l.TIPO === 0).length).toBeGreaterThan(0);

    const [spain] = await server.db.query<{ id: number }>("SELECT pai_id AS id FROM countries WHERE pai_descripcion ILIKE 'espa%'");
    const countries = (await admin.api().Consumos.GetPaises()).valorRetorno;
    expect(countries.map((c) => c.PAI_ID)).toContain(spain!.id);
    const group = (await admin.api().Consumos.GetConsumo_Marcas_Grupo({ pais: spain!.id })).valorRetorno;
    const inSpain = await raw(year, 1, month, 'm.soc_id_pais = $4', [spain!.id]);
    expect(group.find((l) => l.TIPO === 1)?.IMPORTE).toBeCloseTo(inSpain.amount, 0);

    const years = (await admin.api().Consumos.GetEjercicios()).valorRetorno;
    expect(years.slice(0, 4)).toEqual([year, year - 1, year - 2, year - 3]);
    // Every year with a purchase, newest first, and this year and the last even without one.
    const bought = (await server.db.query<{ y: number }>('SELECT DISTINCT year::int AS y FROM purchases')).map((r) => r.y);
    expect(years).toEqual([...new Set([year, year - 1, ...bought])].sort((a, b) => b - a));
  });

  it('gives no lines for a future year or months without purchases, and refuses a month that is not one', async () => {
    const admin = await loggedIn();
    expect((await admin.api().Consumos.GetConsumo_Marcas({ anyo: year + 1 })).valorRetorno).toEqual([]);
    const res = await admin.call('POST', '/api/Consumos/GetConsumo_Marcas', { json: { mesIni: '13' } });
    expect(res.status).toBe(400);
  });
});
