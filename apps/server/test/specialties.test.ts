import { type Bateria, type Lubricante, type Neumatico, SPECIALTY_MAX_ROWS } from '@socios/api';
import { matchesGeneralSearch, netPrice } from '@socios/domain';
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

type Page<T> = {
  ok: true;
  valorRetorno: T[];
  total: number;
  socios: number;
  grupos: { SOC_CIF: string; SOC_NOMBRE: string; articulos: number; unidades: number }[];
  facetas: Record<string, number>;
};

async function page<T>(path: string, body: Record<string, unknown>): Promise<Page<T>> {
  const res = await (await logInAs(server.url, 'admin')).call('POST', path, { json: body });
  expect(res.status).toBe(200);
  return res.json as Page<T>;
}

/** Every page of a paged search, `size` rows at a time, with the first page's totals. */
async function allPages<T>(path: string, body: Record<string, unknown>, size: number) {
  const first = await page<T>(path, { ...body, desde: 0, maxRegistros: size });
  const pages = [first];
  for (let desde = size; desde < first.total; desde += size) pages.push(await page<T>(path, { ...body, desde, maxRegistros: size }));
  return { first, pages, rows: pages.flatMap((p) => p.valorRetorno) };
}

/** An offer row as the order of the pages reads it. */
type Ordered = { Stock: number; Marca: string; Ref: string; socio: { SOC_CIF: string; SOC_NOMBRE: string } };

/**
 * Rows in the order of the pages: members by their best Stock, then total units, name and CIF; inside a member, Stock
 * descending, then brand and reference.
 */
function inPageOrder<T extends Ordered>(rows: readonly T[]): T[] {
  const members = new Map<string, { best: number; units: number; name: string }>();
  for (const b of rows) {
    const m = members.get(b.socio.SOC_CIF) ?? { best: 0, units: 0, name: b.socio.SOC_NOMBRE };
    members.set(b.socio.SOC_CIF, { ...m, best: Math.max(m.best, b.Stock), units: m.units + b.Stock });
  }
  const text = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return [...rows].sort((x, y) => {
    const [mx, my] = [members.get(x.socio.SOC_CIF)!, members.get(y.socio.SOC_CIF)!];
    return (
      my.best - mx.best ||
      my.units - mx.units ||
      text(mx.name, my.name) ||
      text(x.socio.SOC_CIF, y.socio.SOC_CIF) ||
      y.Stock - x.Stock ||
      text(x.Marca, y.Marca) ||
      text(x.Ref, y.Ref)
    );
  });
}

describe('GetPagina… (the specialties paged by the server)', () => {
  it('pages the 12 V batteries without repeating or skipping a row, with the true total, members and facets', async () => {
    const expected = await expectedRows('a.art_bat_voltaje = 12', []);
    const { first, pages, rows } = await allPages<Bateria>('/api/Baterias/GetPaginaBaterias', { potenciaArranque: 0, voltaje: 12, amperios: 0 }, 100);
    expect(first.total).toBe(expected);
    expect(rows).toHaveLength(expected);
    expect(new Set(rows.map((b) => `${b.socio.SOC_CIF}|${b.IdMarca}|${b.Ref}`)).size).toBe(expected);
    expect(pages.every((p) => p.valorRetorno.length <= 100)).toBe(true);
    expectOfferRows([...rows].sort((a, b) => b.Stock - a.Stock));
    expect(rows.every((b) => b.Voltaje === 12)).toBe(true);
    // Grouped by member across pages: each member's rows come together, most units first inside the member.
    const order = rows.map((b) => b.socio.SOC_CIF).filter((cif, i, all) => i === 0 || all[i - 1] !== cif);
    expect(new Set(order).size).toBe(order.length);
    expect(first.socios).toBe(order.length);
    // The whole order: members by their best Stock, then total units, name and CIF; inside a member, Stock descending,
    // then brand and reference.
    const sorted = inPageOrder(rows);
    expect(rows.map((b) => `${b.socio.SOC_CIF}|${b.Stock}|${b.Marca}|${b.Ref}`)).toEqual(
      sorted.map((b) => `${b.socio.SOC_CIF}|${b.Stock}|${b.Marca}|${b.Ref}`),
    );
    // Each page's headings give the member's whole count, however many of its rows the page holds.
    for (const p of pages) {
      for (const g of p.grupos) {
        const mine = rows.filter((b) => b.socio.SOC_CIF === g.SOC_CIF);
        expect(g.articulos).toBe(mine.length);
        expect(g.unidades).toBe(mine.reduce((n, b) => n + b.Stock, 0));
      }
      expect(p.grupos.map((g) => g.SOC_CIF)).toEqual(p.valorRetorno.map((b) => b.socio.SOC_CIF).filter((cif, i, all) => i === 0 || all[i - 1] !== cif));
    }
    // The facets count the positive terminal's sides; choosing one answers exactly those.
    expect(first.facetas.todas).toBe(expected);
    expect(first.facetas.derecha! + first.facetas.izquierda!).toBe(expected);
    const right = await allPages<Bateria>('/api/Baterias/GetPaginaBaterias', { potenciaArranque: 0, voltaje: 12, amperios: 0, positivo: 'derecha' }, 100);
    expect(right.first.total).toBe(first.facetas.derecha);
    expect(right.rows.length).toBe(first.facetas.derecha);
    expect(right.rows.every((b) => b.PositivoDerecha)).toBe(true);
    expect(right.first.facetas).toEqual(first.facetas);
  });

  it('filters tyres by the general search (case and accents ignored) and the climate, as the screen did', async () => {
    const every = await get<Neumatico>('/api/Neumaticos/GetNeumaticos/2055516');
    const brand = every[0]!.Marca;
    const needle = brand.toUpperCase().slice(0, 4);
    const matching = every.filter((t) => matchesGeneralSearch(t, needle));
    const searched = await allPages<Neumatico>('/api/Neumaticos/GetPaginaNeumaticos', { medida: '2055516', texto: ` ${needle.toLowerCase()} ` }, 50);
    expect(searched.first.total).toBe(matching.length);
    expect(searched.rows.map((t) => `${t.socio.SOC_CIF}|${t.Ref}`).sort()).toEqual(matching.map((t) => `${t.socio.SOC_CIF}|${t.Ref}`).sort());
    expect(searched.first.facetas.todos).toBe(matching.length);
    expect(searched.first.facetas.invierno).toBe(matching.filter((t) => t.Invierno).length);
    expect(searched.first.facetas.todoElAnio).toBe(matching.filter((t) => !t.Invierno).length);
    const winter = await allPages<Neumatico>('/api/Neumaticos/GetPaginaNeumaticos', { medida: '2055516', texto: needle, clima: 'invierno' }, 50);
    expect(winter.rows.length).toBe(matching.filter((t) => t.Invierno).length);
    expect(winter.rows.every((t) => t.Invierno)).toBe(true);
    // A word no article holds (with an accent the articles do not carry): no rows, totals 0.
    const none = await page<Neumatico>('/api/Neumaticos/GetPaginaNeumaticos', { medida: '2055516', texto: 'ñandúzzz' });
    expect(none).toMatchObject({ valorRetorno: [], total: 0, socios: 0, grupos: [] });
  });

  it('answers every page as the whole list answers its rows, field by field: the same rows and values, Neto = netPrice(Precio, Dto)', async () => {
    /**
     * Every page of a search, `size` rows at a time, against the GET list of the same measures (whole on the demo
     * data): its rows that pass `keep` (the general search) and `chosen` (the filter chosen), in the pages' order, with
     * every field as the list answers it; the totals, the headings of each page's members and the facets counted from
     * them. The pages were assembled row by row by the server before the database wrote them; this held then as now.
     */
    const expectPagesOfList = async <T extends Row & Ordered & { RefComercial: string; Descripcion: string }>(
      path: string,
      body: Record<string, unknown>,
      list: readonly T[],
      facets: Record<string, (row: T) => boolean>,
      chosen: (row: T) => boolean,
      size: number,
    ) => {
      expect(list.length).toBeLessThan(SPECIALTY_MAX_ROWS);
      const searched = body.texto ? list.filter((r) => matchesGeneralSearch(r, String(body.texto))) : list;
      const expected = inPageOrder(searched.filter(chosen));
      const { pages, rows } = await allPages<T>(path, body, size);
      expect(rows).toEqual(expected);
      for (const r of rows) expect(r.Neto).toBe(netPrice(r.Precio, r.Dto));
      const cifs = (of: readonly T[]) => of.map((r) => r.socio.SOC_CIF).filter((cif, i, all) => i === 0 || all[i - 1] !== cif);
      const counts = Object.fromEntries(Object.entries(facets).map(([name, test]) => [name, searched.filter(test).length]));
      for (const [i, p] of pages.entries()) {
        const { valorRetorno, ...answer } = p;
        expect(answer).toEqual({
          ok: true,
          mensajeError: null,
          total: expected.length,
          socios: new Set(expected.map((r) => r.socio.SOC_CIF)).size,
          grupos: cifs(valorRetorno).map((cif) => {
            const mine = expected.filter((r) => r.socio.SOC_CIF === cif);
            return { SOC_CIF: cif, SOC_NOMBRE: mine[0]!.socio.SOC_NOMBRE, articulos: mine.length, unidades: mine.reduce((n, r) => n + r.Stock, 0) };
          }),
          facetas: counts,
        });
        expect(valorRetorno).toEqual(expected.slice(i * size, (i + 1) * size));
      }
      return expected.length;
    };
    const tyres = await get<Neumatico>('/api/Neumaticos/GetNeumaticos/2055516');
    const climate = { todos: () => true, invierno: (t: Neumatico) => t.Invierno, todoElAnio: (t: Neumatico) => !t.Invierno };
    expect(await expectPagesOfList('/api/Neumaticos/GetPaginaNeumaticos', { medida: '2055516' }, tyres, climate, climate.todos, 50)).toBeGreaterThan(50);
    await expectPagesOfList('/api/Neumaticos/GetPaginaNeumaticos', { medida: '2055516', clima: 'invierno' }, tyres, climate, climate.invierno, 20);
    const needle = tyres[0]!.Marca.slice(0, 4).toLowerCase();
    await expectPagesOfList(
      '/api/Neumaticos/GetPaginaNeumaticos',
      { medida: '2055516', texto: needle, clima: 'todoElAnio' },
      tyres,
      climate,
      climate.todoElAnio,
      7,
    );

    const oils = await get<Lubricante>('/api/Lubricantes/GetLubricantes/5W30');
    await expectPagesOfList('/api/Lubricantes/GetPaginaLubricantes', { viscosidad: '5W30' }, oils, { todos: () => true }, () => true, 50);

    const batteries = await get<Bateria>('/api/Baterias/GetBaterias/500/12/60');
    const side = { todas: () => true, derecha: (b: Bateria) => b.PositivoDerecha, izquierda: (b: Bateria) => !b.PositivoDerecha };
    const body = { potenciaArranque: 500, voltaje: 12, amperios: 60 };
    expect(await expectPagesOfList('/api/Baterias/GetPaginaBaterias', body, batteries, side, side.todas, 20)).toBeGreaterThan(20);
    await expectPagesOfList('/api/Baterias/GetPaginaBaterias', { ...body, positivo: 'izquierda' }, batteries, side, side.izquierda, 15);
  });

  it('answers 50 rows by default, the lubricants of a grade with their total, and refuses a page above 100', async () => {
    const every = await get<Lubricante>('/api/Lubricantes/GetLubricantes/5W30');
    const first = await page<Lubricante>('/api/Lubricantes/GetPaginaLubricantes', { viscosidad: '5w-30' });
    expect(first.total).toBe(every.length);
    expect(first.valorRetorno).toHaveLength(Math.min(50, every.length));
    expect(first.valorRetorno.every((l) => l.Viscosidad === '5W30')).toBe(true);
    const past = await page<Lubricante>('/api/Lubricantes/GetPaginaLubricantes', { viscosidad: '5W30', desde: every.length + 10 });
    expect(past).toMatchObject({ valorRetorno: [], total: every.length });
    const admin = await logInAs(server.url, 'admin');
    expect((await admin.call('POST', '/api/Lubricantes/GetPaginaLubricantes', { json: { viscosidad: '5W30', maxRegistros: 101 } })).status).toBe(400);
    expect((await admin.call('POST', '/api/Baterias/GetPaginaBaterias', { json: { potenciaArranque: 0, voltaje: 99, amperios: 0 } })).status).toBe(400);
    expect((await admin.call('POST', '/api/Neumaticos/GetPaginaNeumaticos', { json: { medida: '2055' } })).status).toBe(400);
    expect((await new Browser(server.url).call('POST', '/api/Neumaticos/GetPaginaNeumaticos', { json: { medida: '2055516' } })).status).toBe(401);
  });
});
