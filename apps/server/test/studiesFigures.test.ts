import type { EstudioFila, EstudioRegistros, EstudioResumen } from '@socios/api';
import { applyDiscountEdits, computeStudy } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, loggedIn, startTestServer, type TestServer } from './support/testServer';

// The percentage table of a study (resumen) is computed by the server from a table of the selection's rows it keeps
// (read once, then any discount rates applied in memory) with the engine's rules written once more; the engine of the
// domain (computeStudy over every row of the study, what the server ran before) is the reference: on every study of the
// demo data, for every selection and discount variant the screen sends (edits arrive one after another on the kept
// table), for both members with the Estudios permission, and after each kind of change of the study's inputs, with
// and without edited discounts, the two answers are the same to the byte.

let server: TestServer;
let admin: Browser;
let otro: Browser;
let studies: EstudioFila[];
beforeAll(async () => {
  server = await startTestServer();
  admin = await loggedIn(server.url, 'admin');
  otro = await loggedIn(server.url, 'otro');
  studies = (await admin.api().EstudiosMercado.GetEstudios()).valorRetorno;
});
afterAll(() => server.close());

type Body = { id: number; idMarcas: number[]; idTarifas: number[]; maximos?: boolean; valores?: { ID: number; VALOR: number }[]; maxRegistros?: number };

/** Every study with its compared brands and their tariffs, as the selector reads GetEstudios. */
function byStudy() {
  const out = new Map<number, Map<number, number[]>>();
  for (const r of studies) {
    const brands = out.get(r.id) ?? new Map<number, number[]>();
    out.set(r.id, brands);
    const tariffs = brands.get(r.idMarcaComp) ?? [];
    brands.set(r.idMarcaComp, tariffs);
    if (r.idTarifa !== null) tariffs.push(r.idTarifa);
  }
  return out;
}

async function records(browser: Browser, body: Body): Promise<EstudioRegistros> {
  return (await browser.api().EstudiosMercado.GetEstudiosRegistros(body)).valorRetorno;
}

/**
 * The resumen the engine of the domain gives over every row of the selection, read here from the tables: the study's
 * own brand and tariff first, then the chosen brands with their tariffs in the study's order of brands; rows by line, then brand.
 */
async function engineSummary(body: Body, stored: EstudioRegistros['descuentos'], formulas: EstudioRegistros['formulas']): Promise<EstudioResumen> {
  const [study] = await server.db.query<{ marca: number; tarifa: number | null; nombre: string }>(
    `SELECT e.est_id_marca AS marca, e.est_id_tarifa AS tarifa, b.mar_nombre AS nombre FROM market_studies e JOIN brands b ON b.mar_id = e.est_id_marca WHERE e.est_id = $1`,
    [body.id],
  );
  // The compared brands in the study's order, whatever the order sent.
  const compared = await server.db.query<{ marca: number }>(
    'SELECT mar_id AS marca FROM market_study_brands WHERE est_id = $1 AND mar_id = ANY($2::int[]) ORDER BY orden',
    [body.id, body.idMarcas],
  );
  const tariffOf = new Map(body.idMarcas.map((m, i) => [m, body.idTarifas[i]!]));
  const marcas = [study!.marca, ...compared.map((c) => c.marca)];
  const referencias = await server.db.query<EstudioRegistros['referencias'][number]>(
    `SELECT r.linea AS "ID_LINEA", r.mar_id AS "ID_MARCA", b.mar_nombre AS "MAR_NOMBRE", t.tar_pvp::float8 AS "PVP", COALESCE(pl.neto, 0)::float8 AS "NETO",
            l.porcentaje::float8 AS "PORCENTAJE", l.acumulado::float8 AS "ACUMULADO"
       FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS s (marca, tarifa, ord)
       JOIN market_study_line_refs r ON r.est_id = $1 AND r.mar_id = s.marca
       JOIN market_study_lines l ON l.est_id = r.est_id AND l.linea = r.linea
       JOIN tariff_lines t ON t.tar_id = r.tar_id
       JOIN brands b ON b.mar_id = r.mar_id
       LEFT JOIN purchase_tariff_lines pl ON pl.prvtarcom_id = s.tarifa AND pl.tar_id = r.tar_id
      ORDER BY r.linea, s.ord`,
    [body.id, marcas, [study!.tarifa, ...compared.map((c) => tariffOf.get(c.marca))]],
  );
  const maximos = body.maximos ?? false;
  const descuentos = body.valores?.length ? applyDiscountEdits(stored, new Map(body.valores.map((v) => [v.ID, v.VALOR])), maximos) : stored;
  const result = computeStudy({ referencias, descuentos, formulas, cuadroConsumos: [] }, { maximos });
  const place = (id: string) => marcas.indexOf(Number(id));
  return {
    marcas: [...result.brands]
      .sort((a, b) => place(a.id) - place(b.id))
      .map((b) => ({ ID_MARCA: Number(b.id), MAR_NOMBRE: b.name, PROMEDIOS: [...b.averages], PORCENTAJES: [...b.percentages] })),
    tramos: result.tiers.map((t) => ({ TRAMO: t.tier === 'all' ? 0 : t.tier, LINEAS: t.lines, TOTAL_A: t.totalA })),
  };
}

/** The selections and discount edits of a study the screen can send. */
function variants(id: number, brands: Map<number, number[]>, stored: EstudioRegistros['descuentos']): [string, Body][] {
  const b = [...brands];
  const first = { id, idMarcas: b.map(([m]) => m), idTarifas: b.map(([, t]) => t[0]!) };
  const last = { id, idMarcas: first.idMarcas, idTarifas: b.map(([, t]) => t.at(-1)!) };
  const net = stored.find((d) => d.TIPO_PRECIO === 2 && d.MARCA === first.idMarcas[0]) ?? stored[0]!;
  const valores = [
    { ID: net.ID, VALOR: 60 },
    { ID: stored[0]!.ID, VALOR: 12.5 },
  ];
  // A PVP discount of a compared brand typed key by key in the Descuentos tab: each value a recalculation.
  const pvp = stored.find((d) => d.TIPO_PRECIO === 1 && d.MARCA !== first.idMarcas[0]) ?? stored.at(-1)!;
  const typed = (valor: number) => [{ ID: pvp.ID, VALOR: valor }];
  // Every discount of a compared brand at 100 %: its nets are 0, so no line is priced.
  const whole = stored.filter((d) => d.MARCA === first.idMarcas[0]).map((d) => ({ ID: d.ID, VALOR: 100 }));
  return [
    ['first tariffs', first],
    ['last tariffs', last],
    ['one brand fewer', { id, idMarcas: first.idMarcas.slice(1), idTarifas: first.idTarifas.slice(1) }],
    ['one compared brand', { id, idMarcas: first.idMarcas.slice(-1), idTarifas: first.idTarifas.slice(-1) }],
    ['brands the other way round', { id, idMarcas: [...first.idMarcas].reverse(), idTarifas: [...first.idTarifas].reverse() }],
    ['maximums', { ...first, maximos: true }],
    ['edited discounts', { ...first, valores }],
    ['edited maximums', { ...last, maximos: true, valores }],
    ['a PVP discount typed: 3', { ...first, valores: typed(3) }],
    ['a PVP discount typed: 33.35', { ...first, valores: typed(33.35) }],
    ['a brand at 100 %', { ...first, valores: whole }],
    ['a short page', { ...first, maxRegistros: 50 }],
  ];
}

describe('the study figures computed by the server', () => {
  it('equal the engine of the domain on every study, selection and discount edit, for both members', async () => {
    let compared = 0;
    for (const [id, brands] of byStudy()) {
      const b = [...brands];
      const stored = (await records(admin, { id, idMarcas: b.map(([m]) => m), idTarifas: b.map(([, t]) => t[0]!) })).descuentos;
      for (const [name, body] of variants(id, brands, stored)) {
        const answer = await records(admin, body);
        const expected = await engineSummary(body, answer.descuentos, answer.formulas);
        // Field by field, then byte by byte as the member receives it; the other member's figures are the same.
        for (const browser of [admin, otro]) {
          const resumen = browser === admin ? answer.resumen : (await records(browser, body)).resumen;
          expect(resumen, `study ${id}, ${name}`).toEqual(expected);
          expect(JSON.stringify(resumen), `study ${id}, ${name}`).toBe(JSON.stringify(expected));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(5 * 2 * 12);
  });

  it('follow every kind of change of the inputs: a PVP, a net, a line, a reference, a buying price line', async () => {
    const id = studies.find((s) => s.descripcion === 'Baterías de arranque')!.id;
    const b = [...byStudy().get(id)!];
    const body = { id, idMarcas: b.map(([m]) => m), idTarifas: b.map(([, t]) => t[0]!) };
    const check = async (change: string) => {
      const answer = await records(admin, body);
      expect(answer.resumen, change).toEqual(await engineSummary(body, answer.descuentos, answer.formulas));
      // A discount edited after the change: computed from the rows as they are now, not from those read before.
      const edited = { ...body, valores: answer.descuentos.map((d, i) => ({ ID: d.ID, VALOR: (i * 7) % 45 })) };
      const recomputed = await records(admin, edited);
      expect(recomputed.resumen, `${change}, edited`).toEqual(await engineSummary(edited, recomputed.descuentos, recomputed.formulas));
      return answer.resumen;
    };
    let previous = await check('before any change');
    const refsOf = 'SELECT tar_id FROM market_study_line_refs WHERE est_id = $1 AND mar_id = $2';
    const [brand, tariff] = [body.idMarcas[0], body.idTarifas[0]];
    const changes: [string, string, unknown[]][] = [
      [
        'a net of a compared brand',
        `UPDATE purchase_tariff_lines SET neto = neto / 2 + 1 WHERE prvtarcom_id = $3 AND tar_id IN (${refsOf} AND linea <= 30)`,
        [id, brand, tariff],
      ],
      [
        'a buying price line removed (its PVP counts)',
        `DELETE FROM purchase_tariff_lines WHERE prvtarcom_id = $3 AND tar_id IN (${refsOf} AND linea <= 20)`,
        [id, brand, tariff],
      ],
      ['a PVP without a net', `UPDATE tariff_lines SET tar_pvp = tar_pvp * 3 + 1 WHERE tar_id IN (${refsOf} AND linea <= 20)`, [id, brand]],
      ['the ranking of a line', 'UPDATE market_study_lines SET porcentaje = porcentaje + 5, acumulado = 10 WHERE est_id = $1 AND linea = 3', [id]],
      ['a reference leaving a line', 'DELETE FROM market_study_line_refs WHERE est_id = $1 AND linea = 1 AND mar_id = $2', [id, brand]],
    ];
    for (const [change, sql, params] of changes) {
      await server.db.query(sql, params);
      const now = await check(change);
      expect(now, change).not.toEqual(previous);
      previous = now;
    }
  });
});
