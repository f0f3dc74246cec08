import { type EstudioFila, type EstudioReferenciaCalculada, type EstudioRegistros, STUDY_REFERENCES_PAGE, STUDY_REFERENCES_PAGE_MAX } from '@socios/api';
import { applyDiscountEdits, computeStudy, floorTo, sortStudyRows, studyCsv, SUBFAMILY_TOTAL } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let admin: Browser;
let studies: EstudioFila[];
beforeAll(async () => {
  server = await startTestServer();
  admin = new Browser(server.url);
  expect((await admin.login('admin', 'admin1234')).ok).toBe(true);
  studies = (await admin.api().EstudiosMercado.GetEstudios()).valorRetorno;
});
afterAll(() => server.close());

/** The studies of the flat rows: id → compared brands → tariffs, in the answer's order. */
function grouped(rows: readonly EstudioFila[]) {
  const out = new Map<number, { row: EstudioFila; brands: Map<number, number[]> }>();
  for (const r of rows) {
    const s = out.get(r.id) ?? { row: r, brands: new Map<number, number[]>() };
    out.set(r.id, s);
    const tariffs = s.brands.get(r.idMarcaComp) ?? [];
    s.brands.set(r.idMarcaComp, tariffs);
    if (r.idTarifa !== null) tariffs.push(r.idTarifa);
  }
  return out;
}

/** Every compared brand with its first tariff, as the selector initialises a study. */
function firstTariffs(id: number) {
  const study = grouped(studies).get(id)!;
  const brands = [...study.brands];
  return { id, idMarcas: brands.map(([b]) => b), idTarifas: brands.map(([, t]) => t[0]!) };
}

type Body = { id: number; idMarcas: number[]; idTarifas: number[]; maximos?: boolean; valores?: { ID: number; VALOR: number }[] };

async function records(body: Body): Promise<EstudioRegistros> {
  return (await admin.api().EstudiosMercado.GetEstudiosRegistros(body)).valorRetorno;
}

/** Every reference row of a selection, read page after page (500 at a time) in the order asked for. */
async function allRows(body: Body, orden: 1 | 2 | null = null, direccion: 1 | 2 = 1): Promise<EstudioReferenciaCalculada[]> {
  const rows: EstudioReferenciaCalculada[] = [];
  for (;;) {
    const page = await admin
      .api()
      .EstudiosMercado.GetEstudioReferencias({ ...body, orden, direccion, desde: rows.length, maxRegistros: STUDY_REFERENCES_PAGE_MAX });
    expect(page.valorRetorno.length).toBeLessThanOrEqual(STUDY_REFERENCES_PAGE_MAX);
    rows.push(...page.valorRetorno);
    if (rows.length >= page.total || page.valorRetorno.length === 0) return rows;
  }
}

/** The records with every reference row (the engine's input as the portal used to receive it). */
async function wholeRecords(body: Body): Promise<EstudioRegistros> {
  const r = await records(body);
  const rows = await allRows(body);
  return { ...r, referencias: rows.map(({ NETO_CALCULADO: _n, TRAMO: _t, ...row }) => row) };
}

const largest = () => [...grouped(studies).values()].find((s) => s.row.descripcion === 'Pastillas de freno turismo')!.row.id;

describe('who may call the market-study calls', () => {
  const calls: [string, string, unknown][] = [
    ['GET', '/api/EstudiosMercado/GetEstudios', undefined],
    ['POST', '/api/EstudiosMercado/GetEstudiosRegistros', { id: 1, idMarcas: [1], idTarifas: [1] }],
    ['POST', '/api/EstudiosMercado/GetEstudioReferencias', { id: 1, idMarcas: [1], idTarifas: [1] }],
    ['POST', '/api/EstudiosMercado/ExportarEstudio', { id: 1, idMarcas: [1], idTarifas: [1], formato: 'csv' }],
    ['POST', '/api/EstudiosMercado/GetDescuentoCondicion', { IdCondicion: 1, Consumo: 0, IsMaximo: false }],
  ];
  it('answers 401 without a session', async () => {
    const anonymous = new Browser(server.url);
    for (const [method, path, json] of calls) expect((await anonymous.call(method, path, json === undefined ? {} : { json })).status, path).toBe(401);
  });
  it('answers 403 to a user without the Estudios permission', async () => {
    const socio = new Browser(server.url);
    expect((await socio.login('socio', 'socio1234')).ok).toBe(true);
    for (const [method, path, json] of calls) {
      const res = await socio.call(method, path, json === undefined ? {} : { json });
      expect(res.status, path).toBe(403);
      expect(res.json).toMatchObject({ mensajeError: 'No tiene permiso para acceder a esta sección.' });
    }
  });
});

describe('GetEstudios', () => {
  it('lists at least five studies as flat rows: study × compared brand × tariff', () => {
    const byStudy = grouped(studies);
    expect(byStudy.size).toBeGreaterThanOrEqual(5);
    for (const { row, brands } of byStudy.values()) {
      expect(row.descripcion).not.toBe('');
      expect(brands.size, row.descripcion).toBeGreaterThanOrEqual(3);
      expect(brands.has(row.idMarca)).toBe(false);
      for (const [, tariffs] of brands) expect(tariffs.length).toBeGreaterThanOrEqual(1);
    }
    const rowsOfOne = studies.filter((r) => r.id === largest());
    expect(new Set(rowsOfOne.map((r) => `${r.idMarcaComp}/${r.idTarifa}`)).size).toBe(rowsOfOne.length);
    expect(rowsOfOne[0]).toMatchObject({ nombreMarca: 'Brembo', nombreProveedor: 'Frenos Ibéricos' });
  });
});

describe('GetEstudiosRegistros', () => {
  it('answers the first page of the largest study with its total, the chosen brands only, nets from the chosen tariffs', async () => {
    const body = firstTariffs(largest());
    const first = await records(body);
    expect(first.referencias).toHaveLength(STUDY_REFERENCES_PAGE);
    expect(first.totalReferencias).toBeGreaterThan(40_000);
    expect(first.referencias[0]).toMatchObject({ ID_LINEA: 1, TIPO: 1, MAR_NOMBRE: 'Brembo' });
    // The spec's fields (000 §3, referencias), ID_PROVEEDOR the supplier of the row's brand in the study.
    expect(Object.keys(first.referencias[0]!).sort()).toEqual([
      'ACUMULADO',
      'DESCRIPCION',
      'ID_LINEA',
      'ID_MARCA',
      'ID_PROVEEDOR',
      'MAR_NOMBRE',
      'NETO',
      'PORCENTAJE',
      'PVP',
      'REFERENCIA',
      'TIPO',
    ]);
    const study = studies.filter((s) => s.id === body.id);
    const supplierOf = new Map([[study[0]!.idMarca, study[0]!.idProveedor], ...study.map((s) => [s.idMarcaComp, s.idProveedorComp] as const)]);
    expect(new Set(first.referencias.map((r) => r.ID_MARCA)).size).toBeGreaterThan(1);
    for (const r of first.referencias) expect(r.ID_PROVEEDOR, `${r.MAR_NOMBRE} ${r.REFERENCIA}`).toBe(supplierOf.get(r.ID_MARCA));
    expect(
      first.referencias
        .filter((r) => r.ID_LINEA === 1)
        .slice(1)
        .every((r) => r.TIPO === 2),
    ).toBe(true);
    // The figures cover the whole study: every brand, 10,000 lines in the five columns.
    expect(first.resumen.marcas.map((m) => m.ID_MARCA)).toEqual([grouped(studies).get(body.id)!.row.idMarca, ...body.idMarcas]);
    expect(first.resumen.tramos.map((t) => t.TRAMO)).toEqual([1, 2, 3, 4, 0]);
    expect(first.resumen.tramos[4]!.LINEAS).toBeGreaterThan(1_000);
    // The answer stays small whatever the study's size.
    expect(JSON.stringify(first).length).toBeLessThan(100_000);
    expect((await records({ ...body, maxRegistros: 0 } as Body)).referencias).toEqual([]);

    // The last page ends with the last line.
    const last = await admin.api().EstudiosMercado.GetEstudioReferencias({ ...body, desde: first.totalReferencias - 1 });
    expect(last.valorRetorno).toHaveLength(1);
    expect(last.valorRetorno[0]!.ACUMULADO).toBe(100);
    expect(last.total).toBe(first.totalReferencias);

    // One brand fewer: its rows, discounts and formulas go; a net matches the chosen tariff's line in the database.
    const fewer = await records({ id: body.id, idMarcas: body.idMarcas.slice(1), idTarifas: body.idTarifas.slice(1) });
    expect(fewer.referencias.some((r) => r.ID_MARCA === body.idMarcas[0])).toBe(false);
    expect(fewer.resumen.marcas.map((m) => m.ID_MARCA)).not.toContain(body.idMarcas[0]);
    expect(fewer.descuentos.some((d) => d.MARCA === body.idMarcas[0])).toBe(false);
    expect(fewer.formulas.map((f) => f.MARCA)).not.toContain(body.idMarcas[0]);
    const row = fewer.referencias.find((r) => r.ID_MARCA === body.idMarcas[1] && r.NETO > 0)!;
    const [net] = await server.db.query<{ neto: number }>(
      `SELECT pl.neto::float8 AS neto FROM purchase_tariff_lines pl JOIN tariff_lines t ON t.tar_id = pl.tar_id
        WHERE pl.prvtarcom_id = $1 AND t.tar_referencia = $2`,
      [body.idTarifas[1], row.REFERENCIA],
    );
    expect(net?.neto).toBe(row.NETO);
  });

  it('gives discounts, formulas and the consumption table with the subfamily totals', async () => {
    const body = firstTariffs(largest());
    const r = await records(body);
    const brandIds = [grouped(studies).get(body.id)!.row.idMarca, ...body.idMarcas];
    expect(new Set(r.descuentos.map((d) => d.MARCA))).toEqual(new Set(brandIds));
    expect(r.descuentos.every((d) => d.TIPO_PRECIO === 1 || d.TIPO_PRECIO === 2)).toBe(true);
    const withCondition = r.descuentos.filter((d) => d.ID_CONDICION !== null);
    expect(withCondition.length).toBe(brandIds.length);
    expect(withCondition[0]?.CNDS_NOMBRE_MARCA).toMatch(/^Rappel anual /);
    for (const f of r.formulas) expect(f.FORM_NETO).toMatch(/\{\d+\}/);
    const types = r.cuadroConsumos.map((c) => `${c.TIPO}:${c.MARCA}`);
    expect(types).toContain(`I:${SUBFAMILY_TOTAL}`);
    expect(types).toContain(`G:${SUBFAMILY_TOTAL}`);
    expect(r.cuadroConsumos.filter((c) => c.TIPO === 'G')).toHaveLength(brandIds.length + 1);
    const groupTotal = r.cuadroConsumos.find((c) => c.TIPO === 'G' && c.MARCA === SUBFAMILY_TOTAL)!.CONSUMO;
    expect(groupTotal).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown study, a brand it does not compare or a tariff of another brand', async () => {
    const body = firstTariffs(largest());
    const other = firstTariffs([...grouped(studies).keys()].find((id) => id !== body.id)!);
    const cases = [
      { ...body, id: 999_999 },
      { ...body, idMarcas: [grouped(studies).get(body.id)!.row.idMarca], idTarifas: [body.idTarifas[0]!] },
      { ...body, idTarifas: [other.idTarifas.find((t) => !body.idTarifas.includes(t))!, ...body.idTarifas.slice(1)] },
    ];
    for (const json of cases) expect((await admin.call('POST', '/api/EstudiosMercado/GetEstudiosRegistros', { json })).status).toBe(404);
  });

  it('answers 400 to a malformed body', async () => {
    const bad = [
      {},
      { id: 'uno', idMarcas: [1], idTarifas: [1] },
      { id: 1, idMarcas: [], idTarifas: [] },
      { id: 1, idMarcas: [1, 2], idTarifas: [1] },
      { id: 1, idMarcas: [2, 2], idTarifas: [1, 1] },
      { id: -1, idMarcas: [1], idTarifas: [1] },
      { id: 1, idMarcas: [1], idTarifas: [1], maxRegistros: STUDY_REFERENCES_PAGE_MAX + 1 },
      { id: 1, idMarcas: [1], idTarifas: [1], valores: [{ ID: 1, VALOR: 101 }] },
    ];
    for (const json of bad) expect((await admin.call('POST', '/api/EstudiosMercado/GetEstudiosRegistros', { json })).status, JSON.stringify(json)).toBe(400);
    for (const json of [
      { id: 1, idMarcas: [1], idTarifas: [1], maxRegistros: STUDY_REFERENCES_PAGE_MAX + 1 },
      { id: 1, idMarcas: [1], idTarifas: [1], orden: 3 },
    ]) {
      expect((await admin.call('POST', '/api/EstudiosMercado/GetEstudioReferencias', { json })).status, JSON.stringify(json)).toBe(400);
    }
  });
});

const batteries = () => [...grouped(studies).values()].find((s) => s.row.descripcion === 'Baterías de arranque')!.row.id;

describe('the study paged on the server', () => {
  it('computes the figures with the engine over every row, with the discount values sent', async () => {
    const body = firstTariffs(batteries());
    const whole = await wholeRecords(body);
    const expected = computeStudy(whole, { maximos: false });
    const summary = whole.resumen;
    const engine = new Map(expected.brands.map((b) => [b.id, [b.averages, b.percentages]]));
    expect(summary.marcas.map((m) => String(m.ID_MARCA))).toEqual([String(grouped(studies).get(body.id)!.row.idMarca), ...body.idMarcas.map(String)]);
    for (const m of summary.marcas) expect([m.PROMEDIOS, m.PORCENTAJES]).toEqual(engine.get(String(m.ID_MARCA)));
    expect(summary.tramos.map((t) => t.LINEAS)).toEqual(expected.tiers.map((t) => t.lines));

    // An edited discount (a NETO group of the first compared brand) moves that brand's figures as the engine says.
    const group = whole.descuentos.find((d) => d.MARCA === body.idMarcas[0] && d.TIPO_PRECIO === 2)!;
    const valores = [{ ID: group.ID, VALOR: 60 }];
    const edited = await records({ ...body, valores });
    const byHand = computeStudy({ ...whole, descuentos: applyDiscountEdits(whole.descuentos, new Map([[group.ID, 60]]), false) }, { maximos: false });
    const averages = (brands: readonly { id: string; averages: readonly number[] }[]) => new Map(brands.map((b) => [b.id, b.averages]));
    expect(averages(edited.resumen.marcas.map((m) => ({ id: String(m.ID_MARCA), averages: m.PROMEDIOS })))).toEqual(averages(byHand.brands));
    expect(edited.resumen.marcas.map((m) => m.PROMEDIOS)).not.toEqual(summary.marcas.map((m) => m.PROMEDIOS));
    // The stored discounts are answered as they are; the maximums mode reads DTO_MAX.
    expect(edited.descuentos).toEqual(whole.descuentos);
    const maximos = await records({ ...body, maximos: true });
    expect(averages(maximos.resumen.marcas.map((m) => ({ id: String(m.ID_MARCA), averages: m.PROMEDIOS })))).toEqual(
      averages(computeStudy(whole, { maximos: true }).brands),
    );

    // Each row of a page carries the net the engine calculates for it, and its tier.
    const rows = await allRows({ ...body, valores });
    expect(rows.map((r) => r.NETO_CALCULADO)).toEqual([...byHand.rowNet]);
    expect(rows.map((r) => r.TRAMO)).toEqual(rows.map((_, i) => byHand.lineTier[byHand.rowLine[i]!]));
  });

  it('sorts the reference table by reference or description, both ways, as the domain does', async () => {
    const body = firstTariffs(batteries());
    const whole = await wholeRecords(body);
    const key = (r: { ID_LINEA: number; ID_MARCA: number }) => `${r.ID_LINEA}:${r.ID_MARCA}`;
    for (const [orden, direccion] of [
      [1, 1],
      [1, 2],
      [2, 1],
      [2, 2],
    ] as const) {
      const rows = await allRows(body, orden, direccion);
      expect(rows.map(key), `orden ${orden}, direccion ${direccion}`).toEqual(sortStudyRows(whole.referencias, orden, direccion).map(key));
    }
    const page = await admin.api().EstudiosMercado.GetEstudioReferencias({ ...body, orden: 2, direccion: 2, desde: 3, maxRegistros: 2 });
    expect(page.valorRetorno.map(key)).toEqual(sortStudyRows(whole.referencias, 2, 2).slice(3, 5).map(key));
  });

  it('streams the export: the CSV of every row with A and C, and the Excel workbook', async () => {
    const body = firstTariffs(batteries());
    const whole = await wholeRecords(body);
    const valores = [{ ID: whole.descuentos[0]!.ID, VALOR: 12.5 }];
    const download = async (json: unknown) => {
      const res = await admin.fetch(`${server.url}/api/EstudiosMercado/ExportarEstudio`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify(json),
      });
      return { status: res.status, name: decodeURIComponent(res.headers.get('content-disposition') ?? ''), bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const csv = await download({ ...body, valores, formato: 'csv' });
    expect(csv.status).toBe(200);
    expect(csv.name).toContain('estudio_mercado_Baterías de arranque_');
    const edited = { ...whole, descuentos: applyDiscountEdits(whole.descuentos, new Map([[valores[0]!.ID, 12.5]]), false) };
    // Byte for byte the file the portal wrote when it held every row (BOM included).
    expect(csv.bytes.toString('utf8')).toBe(studyCsv(whole.referencias, computeStudy(edited, { maximos: false })));
    const xlsx = await download({ ...body, formato: 'xlsx' });
    expect(xlsx.status).toBe(200);
    expect(xlsx.name).toMatch(/\.xlsx/);
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await admin.call('POST', '/api/EstudiosMercado/ExportarEstudio', { json: { ...body, id: 999_999, formato: 'csv' } })).status).toBe(404);
  });
});

describe('GetDescuentoCondicion', () => {
  it('reads the scale of the consumption, or the top scale in maximums mode', async () => {
    const [condition] = await server.db.query<{ id: number }>('SELECT min(cnds_id)::int AS id FROM product_conditions');
    const id = condition!.id;
    const call = async (Consumo: number, IsMaximo = false) =>
      (await admin.api().EstudiosMercado.GetDescuentoCondicion({ IdCondicion: id, Consumo, IsMaximo })).valorRetorno[0]?.DESCUENTO;
    expect(await call(0)).toBe(0.5);
    expect(await call(4_999.99)).toBe(0.5);
    expect(await call(5_000)).toBe(1.5);
    expect(await call(39_999)).toBe(2.5);
    expect(await call(1_000_000)).toBe(4);
    expect(await call(0, true)).toBe(4);
  });
  it('answers 404 for an unknown condition and 400 for a bad body', async () => {
    expect(
      (await admin.call('POST', '/api/EstudiosMercado/GetDescuentoCondicion', { json: { IdCondicion: 999_999, Consumo: 1, IsMaximo: false } })).status,
    ).toBe(404);
    for (const json of [
      { IdCondicion: 1, Consumo: -5, IsMaximo: false },
      { IdCondicion: 1, Consumo: 1 },
      { IdCondicion: 1, Consumo: '1', IsMaximo: false },
    ]) {
      expect((await admin.call('POST', '/api/EstudiosMercado/GetDescuentoCondicion', { json })).status).toBe(400);
    }
  });
});

describe('the engine on a seeded study', () => {
  it('matches values computed by hand from the records', async () => {
    const body = firstTariffs(batteries());
    const r = await wholeRecords(body);
    const result = computeStudy(r, { maximos: false });

    // Discount percentages by hand: FORM_NETO compounds the NETO groups, FORM_PVP is the PVP group.
    const rate = (brand: number, type: 1 | 2) => {
      const groups = r.descuentos.filter((d) => d.MARCA === brand && d.TIPO_PRECIO === type).map((d) => d.DTO ?? 0);
      if (type === 1) return groups[0]! / 100;
      return 1 - groups.reduce((keep, dto) => keep * (1 - dto / 100), 1);
    };
    const hand = (row: EstudioRegistros['referencias'][number]) => {
      const net = row.NETO > 0 ? row.NETO - row.NETO * rate(row.ID_MARCA, 2) : row.PVP - row.PVP * rate(row.ID_MARCA, 1);
      return Math.round(net * 100) / 100;
    };
    for (const i of [0, 1, 2, 50, 51, r.referencias.length - 1]) expect(result.rowNet[i], `row ${i}`).toBeCloseTo(hand(r.referencias[i]!), 2);

    // A line of every brand with non-zero nets has A = its PORCENTAJE; its tier comes from ACUMULADO.
    const brandCount = body.idMarcas.length + 1;
    const byLine = new Map<number, EstudioRegistros['referencias']>();
    for (const x of r.referencias) byLine.set(x.ID_LINEA, [...(byLine.get(x.ID_LINEA) ?? []), x]);
    const full = [...byLine.entries()].filter(([, rows]) => rows.length === brandCount).map(([id]) => id);
    const partial = [...byLine.entries()].find(([, rows]) => rows.length < brandCount)?.[0];
    const first = full[0]!;
    const l = result.lineIds.indexOf(first);
    expect(result.lineA[l]).toBe(byLine.get(first)![0]!.PORCENTAJE);
    expect(result.lineTier[l]).toBe(1);
    if (partial !== undefined) expect(result.lineA[result.lineIds.indexOf(partial)]).toBe(0);

    // The all-rows average of each brand: Σ A/100 × calculated net over the priced lines; comparison floored.
    const averages = result.brands.map((b) =>
      full.reduce((sum, id) => sum + (byLine.get(id)![0]!.PORCENTAJE / 100) * hand(byLine.get(id)!.find((x) => String(x.ID_MARCA) === b.id)!), 0),
    );
    for (const [i, b] of result.brands.entries()) expect(b.averages[4]).toBeCloseTo(averages[i]!, 6);
    const min = Math.min(...averages);
    for (const [i, b] of result.brands.entries()) expect(b.percentages[4]).toBe(floorTo((averages[i]! / min - 1) * 100, 2));
  });
});
