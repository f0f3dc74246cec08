import type { Bateria } from '@socios/api';
import { STOCK_IMPORT_COLUMNS } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/db';
import { demoOrderBody } from './support/orders';
import { startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

// The members' offers summary (member_offers, migration 0026), which the tyre, lubricant and battery searches read,
// always equals member_stock grouped by article and member (published units at least 1, the lowest price, the
// reference of the first published, best-stocked warehouse line): after the seed, after orders take units and a
// cancelled one returns them, after a stock import, after lines change and warehouses, members and articles go, and
// when two transactions change lines of one offer at once. Both databases.

let server: TestServer;
type Member = { id: number; cif: string };
let demo: Member;
let levante: Member;

beforeAll(async () => {
  server = await startTestServer();
  const members = await server.db.query<Member & { name: string }>(
    "SELECT soc_id AS id, soc_cif AS cif, soc_nombre AS name FROM members WHERE soc_nombre IN ('Recambios Demo', 'Autorecambios Levante')",
  );
  demo = members.find((m) => m.name === 'Recambios Demo')!;
  levante = members.find((m) => m.name === 'Autorecambios Levante')!;
});
afterAll(() => server.close());

/** Up to five rows where the summary and the detail differ (none when they are equal). */
async function differing(): Promise<string[]> {
  const rows = await server.db.query<{ k: string }>(
    `WITH d AS (SELECT stk_id_articulo AS art_id, stk_id_socio AS soc_id, (sum(stk_unidades) FILTER (WHERE stk_publica))::int AS units, min(stk_precio) AS price,
                       (array_agg(stk_referencia_asociado ORDER BY stk_publica DESC, stk_unidades DESC, stk_id_almacen))[1] AS reference
                  FROM member_stock WHERE stk_id_articulo IS NOT NULL
                 GROUP BY stk_id_articulo, stk_id_socio HAVING sum(stk_unidades) FILTER (WHERE stk_publica) >= 1),
          s AS (SELECT art_id, soc_id, units, price, reference FROM member_offers)
     SELECT concat_ws('/', art_id, soc_id, units, price, reference) AS k
       FROM ((SELECT * FROM d EXCEPT ALL SELECT * FROM s) UNION ALL (SELECT * FROM s EXCEPT ALL SELECT * FROM d)) x
      LIMIT 5`,
  );
  return rows.map((r) => r.k);
}

/** The summary's row of an article and member, if any. */
async function offerOf(articleId: number, memberId: number) {
  const [row] = await server.db.query<{ units: number; price: number; reference: string }>(
    'SELECT units, price::float8 AS price, reference FROM member_offers WHERE art_id = $1 AND soc_id = $2',
    [articleId, memberId],
  );
  return row;
}

/** The article of the README's demo purchase, which Levante holds in warehouses 01 and 02 (6 and 4 units). */
async function demoArticle(): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `SELECT stk_id_articulo AS id FROM member_stock WHERE stk_id_socio = $1 AND stk_id_articulo IS NOT NULL
      GROUP BY stk_id_articulo HAVING array_agg(stk_unidades ORDER BY stk_id_almacen) = '{6,4}' ORDER BY 1 LIMIT 1`,
    [levante.id],
  );
  return row!.id;
}

/** The article of the order of demoOrderBody (a reference Levante holds in warehouse 01). */
async function orderedArticle(body: Record<string, unknown>): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `SELECT s.stk_id_articulo AS id FROM member_stock s JOIN member_warehouses w ON w.alm_id = s.stk_id_almacen JOIN brands b ON b.mar_id = s.stk_id_marca
      WHERE s.stk_id_socio = $1 AND w.alm_codigo = '01' AND s.stk_referencia = $2 AND b.mar_nombre = 'Bosch'`,
    [levante.id, (body.Lineas as { Referencia: string }[])[0]!.Referencia],
  );
  return row!.id;
}

describe('member_offers', () => {
  it('equals the detail after the seed, with fewer rows than stock lines', async () => {
    expect(await differing()).toEqual([]);
    const [n] = await server.db.query<{ offers: number; lines: number }>(
      'SELECT (SELECT count(*)::int FROM member_offers) AS offers, (SELECT count(*)::int FROM member_stock) AS lines',
    );
    expect(n!.offers).toBeGreaterThan(0);
    expect(n!.offers).toBeLessThan(n!.lines);
  });

  it('follows the units an order takes and a cancelled order returns', async () => {
    const body = await demoOrderBody(server.db, 2);
    const article = await orderedArticle(body);
    const before = (await offerOf(article, levante.id))!.units;
    const admin = await logInAs(server.url, 'admin');
    const placed = await admin.call('POST', '/api/Stocks/GenerarPedido', { json: body });
    const number = (placed.json as { codError: number; PedidoGenerado: string }).PedidoGenerado;
    expect(placed.json).toMatchObject({ codError: 0 });
    expect((await offerOf(article, levante.id))!.units).toBe(before - 2);
    expect(await differing()).toEqual([]);

    const [order] = await server.db.query<{ id: number }>('SELECT ped_id AS id FROM orders WHERE ped_numero = $1', [number]);
    const cancelled = await admin.call('POST', '/api/Stocks/CambiarEstadoPedido', { json: { idPedido: order!.id, estado: 'cancelado' } });
    expect(cancelled.json).toMatchObject({ ok: true });
    expect((await offerOf(article, levante.id))!.units).toBe(before);
    expect(await differing()).toEqual([]);
  });

  it("follows a member's stock import, and the battery search shows the imported offer", async () => {
    const [battery] = await server.db.query<{ id: number; brand: string; reference: string; volts: number; ah: number; cranking: number }>(
      `SELECT a.art_id AS id, b.mar_nombre AS brand, a.art_referencia AS reference, a.art_bat_voltaje::int AS volts, a.art_bat_amperios::int AS ah,
              a.art_bat_arranque::int AS cranking
         FROM catalogue_articles a JOIN brands b ON b.mar_id = a.art_id_marca
        WHERE a.art_bat_voltaje IS NOT NULL AND NOT EXISTS (SELECT 1 FROM member_stock s WHERE s.stk_id_articulo = a.art_id AND s.stk_id_socio = $1)
        ORDER BY a.art_id LIMIT 1`,
      [demo.id],
    );
    const admin = await logInAs(server.url, 'admin');
    const header = STOCK_IMPORT_COLUMNS.map((c) => c.header).join(';');
    const importCsv = async (lines: string[]) => {
      const res = await admin.call('POST', '/api/Stocks/ImportarStock', { json: { csv: [header, ...lines].join('\r\n') } });
      expect(res.json).toMatchObject({ ok: true });
    };
    const b = battery!;
    // Three warehouses: the lowest price is the grey one's, the reference that of the published warehouse with most units.
    await importCsv([
      `01;Central;${b.brand};${b.reference};MI-BAT-1;2;80`,
      `N2;Nave norte;${b.brand};${b.reference};MI-BAT-2;5;90`,
      `N3;Nave sur;${b.brand};${b.reference};MI-BAT-3;-9999;70`,
    ]);
    expect(await offerOf(b.id, demo.id)).toEqual({ units: 7, price: 70, reference: 'MI-BAT-2' });
    expect(await differing()).toEqual([]);
    const otro = await logInAs(server.url, 'otro');
    const search = async () =>
      ((await otro.call('GET', `/api/Baterias/GetBaterias/${b.cranking}/${b.volts}/${b.ah}`)).json as Bateria[]).find(
        (r) => r.Ref === b.reference && r.socio.SOC_CIF === demo.cif,
      );
    expect(await search()).toMatchObject({ Stock: 7, Precio: 70, RefComercial: 'MI-BAT-2' });

    // No published unit left: the offer goes.
    await importCsv([`01;Central;${b.brand};${b.reference};MI-BAT-1;0;80`, `N2;Nave norte;${b.brand};${b.reference};MI-BAT-2;-9999;90`]);
    expect(await offerOf(b.id, demo.id)).toBeUndefined();
    expect(await search()).toBeUndefined();
    expect(await differing()).toEqual([]);
  });

  it('follows lines that change, and warehouses, articles and members that go', async () => {
    const article = await demoArticle();
    await server.db.query("UPDATE member_stock SET stk_precio = 1.5, stk_referencia_asociado = 'LEV-' || stk_id_almacen WHERE stk_id_articulo = $1", [article]);
    expect(await differing()).toEqual([]);
    expect((await offerOf(article, levante.id))!.price).toBe(1.5);
    // Grey in the warehouse with most units: the reference becomes the other warehouse's.
    await server.db.query(
      `UPDATE member_stock s SET stk_publica = false FROM member_warehouses w
        WHERE w.alm_id = s.stk_id_almacen AND s.stk_id_articulo = $1 AND s.stk_id_socio = $2 AND w.alm_codigo = '01'`,
      [article, levante.id],
    );
    expect(await differing()).toEqual([]);
    const [second] = await server.db.query<{ id: number }>("SELECT alm_id AS id FROM member_warehouses WHERE alm_id_socio = $1 AND alm_codigo = '02'", [
      levante.id,
    ]);
    expect((await offerOf(article, levante.id))!.reference).toBe(`LEV-${second!.id}`);
    await server.db.query('DELETE FROM member_warehouses WHERE alm_id = $1', [second!.id]);
    expect(await offerOf(article, levante.id)).toBeUndefined();
    expect(await differing()).toEqual([]);

    const [held] = await server.db.query<{ id: number }>(
      'SELECT art_id AS id FROM member_offers WHERE art_id NOT IN (SELECT art_id FROM member_offers WHERE soc_id IN ($1, $2)) ORDER BY art_id LIMIT 1',
      [demo.id, levante.id],
    );
    await server.db.query('DELETE FROM catalogue_articles WHERE art_id = $1', [held!.id]);
    expect(await server.db.query('SELECT 1 FROM member_offers WHERE art_id = $1', [held!.id])).toEqual([]);
    expect(await differing()).toEqual([]);

    const [leaving] = await server.db.query<{ id: number }>(
      'SELECT soc_id AS id FROM member_offers WHERE soc_id NOT IN ($1, $2) GROUP BY soc_id ORDER BY soc_id DESC LIMIT 1',
      [demo.id, levante.id],
    );
    await server.db.query('DELETE FROM members WHERE soc_id = $1', [leaving!.id]);
    expect(await server.db.query('SELECT 1 FROM member_offers WHERE soc_id = $1', [leaving!.id])).toEqual([]);
    expect(await differing()).toEqual([]);
  });

  it('stays equal when two transactions change lines of one offer in two warehouses at once', async () => {
    // An article a member holds in two warehouses, both published with units.
    const [pair] = await server.db.query<{ art: number; soc: number; first: number; second: number }>(
      `SELECT stk_id_articulo AS art, stk_id_socio AS soc, min(stk_id_almacen) AS first, max(stk_id_almacen) AS second FROM member_stock
        WHERE stk_id_articulo IS NOT NULL AND stk_publica AND stk_unidades >= 1
        GROUP BY stk_id_articulo, stk_id_socio HAVING count(*) = 2 ORDER BY 1, 2 LIMIT 1`,
    );
    const { art, soc, first, second } = pair!;
    const add = (tx: Queryable, warehouse: number, units: number) =>
      tx.query('UPDATE member_stock SET stk_unidades = stk_unidades + $4 WHERE stk_id_articulo = $1 AND stk_id_socio = $2 AND stk_id_almacen = $3', [
        art,
        soc,
        warehouse,
        units,
      ]);
    const before = (await offerOf(art, soc))!.units;
    if (process.env.TEST_DB === 'postgres') {
      // The first transaction changes one warehouse's line and holds; the second changes the other's and has to wait
      // for the first before it counts the offer's units, so it counts both changes.
      let other: Promise<unknown> | undefined;
      await server.db.transaction(async (tx) => {
        await add(tx, first, 3);
        other = server.db.transaction((tx2) => add(tx2, second, 4));
        // Asked on another connection: a transaction sees the activity of the others as it was when it first looked.
        for (;;) {
          const waiting = await server.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'UPDATE member_stock%'",
          );
          if (waiting[0]!.n > 0) break;
        }
      });
      await other;
    } else {
      // One embedded database runs one transaction at a time.
      await Promise.all([server.db.transaction((tx) => add(tx, first, 3)), server.db.transaction((tx) => add(tx, second, 4))]);
    }
    expect((await offerOf(art, soc))!.units).toBe(before + 7);
    expect(await differing()).toEqual([]);
  });
});
