// A ready database made on an earlier day (src/demo/template.ts) has its demo data moved to today once when it is
// unpacked (src/demo/demoDay.ts): a member then sees what a fresh seed of today shows. The ready database exists only for
// the embedded engine, so this file runs in the pglite project only (vitest.config.ts).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db';
import { type DemoShift, fitDemoData } from '../src/demo/demoDay';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { SEED_PARTS, seed } from '../src/demo';
import { loggedIn, startTestServer, type TestServer } from './support/testServer';

const DAY = 86_400_000;

// The ready database exists only for the embedded engine (PGlite), so its fitting is checked there.
describe('a ready database made 400 days ago, fitted to today', () => {
  // 400 days: another year, another month, another day of the week (the news of this week move within it).
  const made = new Date(Date.now() - 400 * DAY);
  // The parts a member's dashboard, news and price updates come from (the others take minutes and add no dates
  // these screens show).
  const parts = SEED_PARTS.filter((p) => ['members', 'catalogue', 'intranet', 'studies', 'priceUpdates'].includes(p.name));
  let earlier: TestServer;
  let fresh: TestServer;
  let shift: DemoShift | undefined;

  beforeAll(async () => {
    const db = await openPglite();
    await migrate(db);
    // Made as the build makes it (the whole year's purchases), on a day injected rather than read from the clock.
    await seed(db, 1, parts, { now: made, purchasesToYearEnd: true });
    shift = await fitDemoData(db);
    earlier = await startTestServer({ db });
    fresh = await startTestServer();
  }, 900_000);
  afterAll(async () => {
    await earlier?.close();
    await fresh?.close();
  });

  it('moves once, by the days, months and years between', async () => {
    const today = new Date();
    expect(shift).toEqual({
      from: made.toISOString().slice(0, 10),
      days: 400,
      months: (today.getUTCFullYear() - made.getUTCFullYear()) * 12 + today.getUTCMonth() - made.getUTCMonth(),
      years: today.getUTCFullYear() - made.getUTCFullYear(),
    });
    expect(await fitDemoData(earlier.db)).toMatchObject({ days: 0, months: 0, years: 0 });
  });

  it('shows the same consumption of this year, month by month up to this one, as a fresh seed', async () => {
    const chart = async (s: TestServer) => (await (await loggedIn(s.url)).api().Consumos.GetConsumo_GraficoAnual({ idProveedor: null })).valorRetorno;
    const seen = await chart(earlier);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual(await chart(fresh));
    const [last] = await earlier.db.query<{ y: number; m: number }>('SELECT year AS y, month AS m FROM purchases ORDER BY year DESC, month DESC LIMIT 1');
    expect(last).toEqual({ y: new Date().getUTCFullYear(), m: new Date().getUTCMonth() + 1 });
  });

  it("shows the same news on the same days: this week's, the older ones, none of the scheduled ones", async () => {
    const everything = { idTipo: 0, anyo: 0, mes: 0, modo: 0 as const, idCategoria: 0, texto: null };
    const days = async (s: TestServer, filter: object = {}) =>
      (await (await loggedIn(s.url)).api().Noticias.GetListaNoticias({ ...everything, ...filter })).valorRetorno.map((n) => n.FECHA_PUBLICACION);
    const seen = await days(earlier);
    expect(seen.length).toBeGreaterThan(100);
    expect(seen).toEqual(await days(fresh));
    const thisWeek = await days(earlier, { estaSemana: true });
    expect(thisWeek.length).toBeGreaterThanOrEqual(4);
    expect(thisWeek).toEqual(await days(fresh, { estaSemana: true }));
    const scheduled = async (s: TestServer) =>
      (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM news WHERE not_fecha_publicacion > current_date'))[0]!.n;
    expect(await scheduled(earlier)).toBe(await scheduled(fresh));
  });

  it('has price updates in the same window: past partial and complete ones since January two years ago, future ones within 75 days', async () => {
    const windowOf = (db: Db) =>
      db.query<{ tipo: string; past: boolean; soon: boolean; since: boolean }>(
        `SELECT his_tipo_tar AS tipo, bool_and(his_fecha <= current_date) AS past, bool_and(his_fecha <= current_date + 75) AS soon,
                bool_and(his_fecha >= make_date(extract(year FROM current_date)::int - 2, 1, 1)) AS since
           FROM price_updates GROUP BY 1 ORDER BY 1`,
      );
    const seen = await windowOf(earlier.db);
    expect(seen).toEqual([
      { tipo: 'C', past: true, soon: true, since: true },
      { tipo: 'F', past: false, soon: true, since: true },
      { tipo: 'P', past: true, soon: true, since: true },
    ]);
    expect(seen).toEqual(await windowOf(fresh.db));
    const [future] = await earlier.db.query<{ ok: boolean }>(`SELECT bool_and(his_fecha > current_date) AS ok FROM price_updates WHERE his_tipo_tar = 'F'`);
    expect(future!.ok).toBe(true);
  });

  it("dates the tariffs' prices on the same first days of the month", async () => {
    const dates = async (db: Db) =>
      (await db.query<{ d: string }>("SELECT DISTINCT to_char(tar_fecha_vigencia, 'YYYY-MM-DD') AS d FROM tariff_lines ORDER BY 1")).map((r) => r.d);
    const seen = await dates(earlier.db);
    expect(seen.length).toBe(6);
    expect(seen).toEqual(await dates(fresh.db));
  });
});
