import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

// The group's monthly purchases summary (purchase_months, migration 0025) always equals the detail (purchases) added
// up by country, supplier, brand, subfamily and month: after the seed, and after purchases arrive, change and go, a
// member moves to another country or is deleted. The group reports read it. Both databases.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const year = new Date().getUTCFullYear();

/** The rows where the summary and the detail differ (none when they are equal), and how many summary rows there are. */
async function difference() {
  const rows = await server.db.query<{ k: string }>(
    `WITH d AS (SELECT m.soc_id_pais AS country_id, p.supplier_id, p.brand_id, p.subfamily_id, p.year, p.month, sum(p.amount) AS amount, sum(p.units) AS units
                  FROM purchases p JOIN members m ON m.soc_id = p.member_id GROUP BY 1, 2, 3, 4, 5, 6),
          s AS (SELECT country_id, supplier_id, brand_id, subfamily_id, year, month, amount, units FROM purchase_months)
     SELECT concat_ws('/', country_id, supplier_id, brand_id, subfamily_id, year, month, amount, units) AS k FROM ((SELECT * FROM d EXCEPT ALL SELECT * FROM s) UNION ALL (SELECT * FROM s EXCEPT ALL SELECT * FROM d)) x
     LIMIT 5`,
  );
  const [n] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM purchase_months');
  return { differing: rows.map((r) => r.k), rows: n!.n };
}

/** The group's total of this year (all months) in the group report by brand. */
async function groupTotal(): Promise<number> {
  const admin = await logInAs(server.url, 'admin');
  const lines = (await admin.api().Consumos.GetConsumo_Marcas_Grupo({ anyo: year, mesIni: '01', mesFin: '12' })).valorRetorno;
  return lines.find((l) => l.TIPO === 1)?.IMPORTE ?? 0;
}

describe('purchase_months', () => {
  it('equals the detail after the seed, with far fewer rows', async () => {
    const d = await difference();
    expect(d.differing).toEqual([]);
    const [detail] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM purchases');
    expect(d.rows).toBeGreaterThan(0);
    expect(d.rows).toBeLessThan(detail!.n);
  });

  it('follows purchases that arrive, change and go, members that move country or leave, and the reports see it', async () => {
    const before = await groupTotal();
    const [member] = await server.db.query<{ id: number; country: number }>(
      "SELECT soc_id AS id, soc_id_pais AS country FROM members WHERE soc_nombre <> 'Recambios Demo' ORDER BY soc_id LIMIT 1",
    );
    const [line] = await server.db.query<{ supplier_id: number; brand_id: number; subfamily_id: number }>(
      'SELECT supplier_id, brand_id, subfamily_id FROM purchases ORDER BY member_id, supplier_id, brand_id, subfamily_id LIMIT 1',
    );
    // A new purchase line in a month nobody bought (December of a year ahead) and one added to an existing month.
    await server.db.query(
      `INSERT INTO purchases (member_id, supplier_id, brand_id, subfamily_id, year, month, amount, units)
       VALUES ($1, $2, $3, $4, $5 + 1, 12, 1234.56, 7), ($1, $2, $3, $4, $5, 1, 1000.01, 3)
       ON CONFLICT (member_id, supplier_id, brand_id, subfamily_id, year, month) DO UPDATE SET amount = purchases.amount + excluded.amount, units = purchases.units + excluded.units`,
      [member!.id, line!.supplier_id, line!.brand_id, line!.subfamily_id, year],
    );
    expect((await difference()).differing).toEqual([]);
    expect(await groupTotal()).toBeCloseTo(before + 1000.01, 1);

    await server.db.query('UPDATE purchases SET amount = amount * 2, units = units + 1 WHERE member_id = $1 AND year = $2 + 1', [member!.id, year]);
    await server.db.query('UPDATE purchases SET year = year + 1 WHERE year = $1 + 1', [year]);
    expect((await difference()).differing).toEqual([]);

    await server.db.query('DELETE FROM purchases WHERE year > $1', [year]);
    expect((await difference()).differing).toEqual([]);

    const [other] = await server.db.query<{ id: number }>('SELECT pai_id AS id FROM countries WHERE pai_id <> $1 ORDER BY pai_id LIMIT 1', [member!.country]);
    await server.db.query('UPDATE members SET soc_id_pais = $1 WHERE soc_id = $2', [other!.id, member!.id]);
    expect((await difference()).differing).toEqual([]);

    const [leaving] = await server.db.query<{ id: number }>(
      "SELECT soc_id AS id FROM members m WHERE soc_nombre NOT IN ('Recambios Demo', 'Autorecambios Levante') AND EXISTS (SELECT 1 FROM purchases p WHERE p.member_id = m.soc_id) ORDER BY soc_id DESC LIMIT 1",
    );
    const [bought] = await server.db.query<{ total: number }>(
      'SELECT coalesce(sum(amount), 0)::float8 AS total FROM purchases WHERE member_id = $1 AND year = $2',
      [leaving!.id, year],
    );
    const beforeLeaving = await groupTotal();
    await server.db.query('DELETE FROM members WHERE soc_id = $1', [leaving!.id]);
    expect((await difference()).differing).toEqual([]);
    expect(await groupTotal()).toBeCloseTo(beforeLeaving - bought!.total, 1);
  });
});
