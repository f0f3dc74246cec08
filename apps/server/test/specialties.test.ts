import type { Bateria, Lubricante, Neumatico } from '@socios/api';
import { netPrice } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

// Tyres, lubricants and batteries held by the members (001 §2.11–§2.13, §7), through HTTP on both databases.

let server: TestServer;
let demoCif: string;
let demoId: number;
beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.db.query<{ id: number; cif: string }>("SELECT soc_id AS id, soc_cif AS cif FROM members WHERE soc_nombre = 'Recambios Demo'");
  demoCif = row!.cif;
  demoId = row!.id;
});
afterAll(() => server.close());

async function get<T>(path: string): Promise<T[]> {
  const res = await (await logInAs(server.url, 'admin')).call('GET', path);
  expect(res.status).toBe(200);
  return res.json as T[];
}

/** How many (member, article) pairs of other members hold at least one published unit of the articles matching `where`. */
async function expectedRows(where: string, params: unknown[]): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT 1 FROM member_stock s JOIN catalogue_articles a ON a.art_id = s.stk_id_articulo
        WHERE ${where} AND s.stk_id_socio <> $1
        GROUP BY s.stk_id_socio, a.art_id HAVING sum(s.stk_unidades) FILTER (WHERE s.stk_publica) >= 1) x`,
    [demoId, ...params],
  );
  return row!.n;
}

type Row = { Stock: number; socio: { SOC_CIF: string }; Precio: number; Dto: number; Neto: number; PermisoCompra: string };

function expectOfferRows(rows: readonly Row[]) {
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) {
    expect(r.Stock).toBeGreaterThanOrEqual(1);
    expect(r.socio.SOC_CIF).not.toBe(demoCif);
    expect(r.Neto).toBe(netPrice(r.Precio, r.Dto));
    if (r.PermisoCompra === 'false') expect(r.Dto).toBe(0);
  }
  expect(rows.map((r) => r.Stock)).toEqual([...rows.map((r) => r.Stock)].sort((a, b) => b - a));
}

describe('Neumaticos/GetNeumaticos', () => {
  it('lists the tyres of the size held by other members, units ≥ 1, most units first, with the EU label', async () => {
    const rows = await get<Neumatico>('/api/Neumaticos/GetNeumaticos/2055516');
    expectOfferRows(rows);
    expect(rows).toHaveLength(await expectedRows('a.art_neu_ancho = 205 AND a.art_neu_perfil = 55 AND a.art_neu_diametro = 16', []));
    for (const t of rows) {
      expect(t.Descripcion).toContain('205/55 R16');
      expect(t.AhorroCarburante).toMatch(/^[A-G]$/);
      expect(t.Adherencia).toMatch(/^[A-G]$/);
      expect(t.RuidoExterior).toBeGreaterThanOrEqual(60);
      expect([1, 2, 3]).toContain(t.NumOndas);
    }
    expect(rows.some((t) => t.Invierno)).toBe(true);
    expect(rows.some((t) => !t.Invierno)).toBe(true);
    // The season comes with each tyre, so a summer tyre is not badged 'Todo el año'.
    for (const t of rows) expect(t.Descripcion).toContain(t.Temporada);
    expect(rows.find((t) => t.Temporada === 'Verano')?.Invierno).toBe(false);
    expect(rows.filter((t) => t.Invierno).every((t) => t.Temporada === 'Invierno')).toBe(true);
    // A row with no unit in any warehouse of its member is not shown, even though the member holds the tyre.
    const [zero] = await server.db.query<{ ref: string; cif: string }>(
      `SELECT a.art_referencia AS ref, m.soc_cif AS cif FROM member_stock s JOIN catalogue_articles a ON a.art_id = s.stk_id_articulo
         JOIN members m ON m.soc_id = s.stk_id_socio
        WHERE a.art_neu_ancho = 205 AND a.art_neu_perfil = 55 AND a.art_neu_diametro = 16 AND s.stk_id_socio <> $1
        GROUP BY a.art_id, m.soc_id HAVING coalesce(sum(s.stk_unidades) FILTER (WHERE s.stk_publica), 0) = 0 LIMIT 1`,
      [demoId],
    );
    expect(zero).toBeDefined();
    expect(rows.some((t) => t.Ref === zero!.ref && t.socio.SOC_CIF === zero!.cif)).toBe(false);
  });

  it('answers an empty list for a size nobody holds, 400 for a malformed size and 401 without a session', async () => {
    expect(await get('/api/Neumaticos/GetNeumaticos/3053522')).toEqual([]);
    const admin = await logInAs(server.url, 'admin');
    for (const bad of ['20555', '205551', 'abcdefg', '20555160']) expect((await admin.call('GET', `/api/Neumaticos/GetNeumaticos/${bad}`)).status).toBe(400);
    expect((await new Browser(server.url).call('GET', '/api/Neumaticos/GetNeumaticos/2055516')).status).toBe(401);
  });
});

describe('Lubricantes/GetLubricantes', () => {
  it('lists the engine oils of the viscosity grade, however it is written', async () => {
    const rows = await get<Lubricante>('/api/Lubricantes/GetLubricantes/5W30');
    expectOfferRows(rows);
    expect(rows.every((l) => l.Viscosidad === '5W30' && l.Descripcion.includes('5W30'))).toBe(true);
    expect(rows).toHaveLength(await expectedRows("a.art_lub_viscosidad = '5W30'", []));
    expect(await get<Lubricante>('/api/Lubricantes/GetLubricantes/5w-30')).toEqual(rows);
    expect(await get('/api/Lubricantes/GetLubricantes/25W90')).toEqual([]);
  });

  it('answers 400 for what is not a viscosity grade', async () => {
    const admin = await logInAs(server.url, 'admin');
    for (const bad of ['XX', '5W3', 'W30', '5W300']) expect((await admin.call('GET', `/api/Lubricantes/GetLubricantes/${bad}`)).status).toBe(400);
    expect((await new Browser(server.url).call('GET', '/api/Lubricantes/GetLubricantes/5W30')).status).toBe(401);
  });
});

describe('Baterias/GetBaterias', () => {
  it('matches voltage and capacity, a cranking current at least the given one; 0 leaves a figure free', async () => {
    const exact = await get<Bateria>('/api/Baterias/GetBaterias/500/12/60');
    expectOfferRows(exact);
    expect(exact.every((b) => b.Voltaje === 12 && b.Amperios === 60 && b.PotenciaArranque >= 500)).toBe(true);
    expect(exact).toHaveLength(await expectedRows('a.art_bat_voltaje = 12 AND a.art_bat_amperios = 60 AND a.art_bat_arranque >= 500', []));

    const anyCapacity = await get<Bateria>('/api/Baterias/GetBaterias/700/12/0');
    expectOfferRows(anyCapacity);
    expect(anyCapacity.every((b) => b.PotenciaArranque >= 700)).toBe(true);
    expect(new Set(anyCapacity.map((b) => b.Amperios)).size).toBeGreaterThan(1);

    const all = await get<Bateria>('/api/Baterias/GetBaterias/0/0/0');
    expect(all).toHaveLength(Math.min(1000, await expectedRows('a.art_bat_voltaje IS NOT NULL', [])));
    expect(all.some((b) => b.PositivoDerecha)).toBe(true);
    expect(all.some((b) => !b.PositivoDerecha)).toBe(true);
    expect(await get('/api/Baterias/GetBaterias/0/24/0')).toEqual([]);
  });

  it('answers 400 for a malformed figure and 401 without a session', async () => {
    const admin = await logInAs(server.url, 'admin');
    for (const bad of ['abc/12/60', '0/99/60', '-1/12/60', '0/12/1.5']) expect((await admin.call('GET', `/api/Baterias/GetBaterias/${bad}`)).status).toBe(400);
    expect((await new Browser(server.url).call('GET', '/api/Baterias/GetBaterias/0/12/60')).status).toBe(401);
  });
});
