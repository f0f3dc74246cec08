import { splitAttributes, splitOeNumbers, tyreLabelOf, vinCheckDigit } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, request } from './support/contractSamples';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loggedIn = (user = 'admin') => logInAs(server.url, user);
const MM_YYYY = /^\d{2}\/\d{4}$/;

/** The engine of the plate that resolves to one vehicle, with its maker and model. */
async function demoEngine() {
  const [row] = await server.db.query<{ mot: number; mod: number; fab: number }>(
    `SELECT e.mot_id AS mot, m.mod_id AS mod, m.mod_id_fabricante AS fab FROM vehicle_plates p
       JOIN vehicle_engines e ON e.mot_id = p.mot_id JOIN vehicle_models m ON m.mod_id = e.mot_id_modelo WHERE p.matricula = '1234BBB'`,
  );
  return row!;
}

describe('the built-in catalogue', () => {
  it('has at least 40 makers, 2,000 engines and 20,000 articles at SEED_SCALE 1', async () => {
    const [row] = await server.db.query<{ makers: number; engines: number; articles: number }>(
      `SELECT (SELECT count(*)::int FROM vehicle_manufacturers) AS makers, (SELECT count(*)::int FROM vehicle_engines) AS engines,
              (SELECT count(*)::int FROM catalogue_articles) AS articles`,
    );
    expect(row!.makers).toBeGreaterThanOrEqual(40);
    expect(row!.engines).toBeGreaterThanOrEqual(2_000);
    expect(row!.articles).toBeGreaterThanOrEqual(20_000);
  });

  it('has tyres whose attributes carry the EU label (fuel and wet-grip classes, external noise)', async () => {
    const tyres = await server.db.query<{ attr: string }>(
      `SELECT a.art_atributos AS attr FROM catalogue_articles a JOIN generic_articles g ON g.gen_id = a.art_id_generico WHERE g.gen_nombre = 'Neumático'`,
    );
    expect(tyres.length).toBeGreaterThan(50);
    for (const t of tyres) expect(tyreLabelOf(splitAttributes(t.attr))).not.toBeNull();
  });
});

describe('Matriculas/GetVehiculos', () => {
  it('finds one vehicle for 1234BBB, several for 5678CCC and none for 0000ZZZ; spaces and case do not matter', async () => {
    const api = (await loggedIn()).api();
    const one = (await api.Matriculas.GetVehiculos({ plate: '1234 bbb' })).ListaVehiculos;
    expect(one).toHaveLength(1);
    expect(one[0]!.FDesde).toMatch(MM_YYYY);
    expect(one[0]!.Descripcion.length).toBeGreaterThan(3);
    expect((await api.Matriculas.GetVehiculos({ plate: '5678CCC' })).ListaVehiculos.length).toBeGreaterThanOrEqual(2);
    expect((await api.Matriculas.GetVehiculos({ plate: '0000ZZZ' })).ListaVehiculos).toEqual([]);
  });

  it('answers 403 without BuscarMatricula, 400 for what is not a plate, 401 without a session', async () => {
    expect((await (await loggedIn('socio')).call('GET', '/api/Matriculas/GetVehiculos/1234BBB')).status).toBe(403);
    expect((await (await loggedIn()).call('GET', `/api/Matriculas/GetVehiculos/${encodeURIComponent('12$4')}`)).status).toBe(400);
    expect((await new Browser(server.url).call('GET', '/api/Matriculas/GetVehiculos/1234BBB')).status).toBe(401);
  });
});

describe('Tecdoc: vehicles', () => {
  it('lists makers in order with their initial, about 50 in the logo grid', async () => {
    const makers = (await (await loggedIn('socio')).api().Tecdoc.GetFabricantesVehiculos_Inicial()).valorRetorno;
    const main = makers.filter((m) => m.principal);
    expect(main.length).toBeGreaterThanOrEqual(45);
    expect(main.length).toBeLessThanOrEqual(55);
    expect(makers.find((m) => m.nombre === 'Citroën')?.letra).toBe('C');
    const names = makers.map((m) => m.nombre.toLowerCase());
    expect(names.indexOf('alfa romeo')).toBeLessThan(names.indexOf('audi'));
  });

  it('walks maker → models → engines → data sheet and breadcrumb; 404 for what does not belong', async () => {
    const { fab, mod, mot } = await demoEngine();
    const api = (await loggedIn()).api();
    const models = (await api.Tecdoc.GetModelosByIdFabricante({ id: fab })).valorRetorno;
    expect(models.map((m) => m.id)).toContain(mod);
    for (const m of models) expect(m.fechaDesde).toMatch(MM_YYYY);
    const engines = (await api.Tecdoc.GetMotorByIdFabricanteAndIdModelo({ fab, model: mod })).valorRetorno;
    const engine = engines.find((e) => e.id === mot)!;
    expect(engine.CV).toBe(Math.round(engine.KW * 1.35962));
    expect(engine.codeMotor.length).toBeGreaterThan(0);
    const sheet = (await api.Tecdoc.GetVehiculoDetalle({ engineId: mot })).valorRetorno;
    expect(sheet.numeroTecDoc).toBe(mot);
    expect(sheet.codigosMotor.length).toBeGreaterThan(0);
    const vehicle = (await api.Tecdoc.GetVehiculoByCodigoTecDoc({ engineId: mot })).valorRetorno;
    expect([vehicle.idFabricante, vehicle.idModelo, vehicle.idMotor]).toEqual([fab, mod, mot]);
    const admin = await loggedIn();
    expect((await admin.call('GET', '/api/Tecdoc/GetModelosByIdFabricante/999999')).status).toBe(404);
    // The spec writes this call '/TecDoc/…' (the client's path); the controller's usual '/Tecdoc/…' answers the same.
    for (const spelling of ['TecDoc', 'Tecdoc']) {
      const res = await admin.call('GET', `/api/${spelling}/GetModelosByIdFabricante/${fab}`);
      expect(res.status, spelling).toBe(200);
      expect((res.json as { valorRetorno: { id: number }[] }).valorRetorno.map((m) => m.id)).toEqual(models.map((m) => m.id));
    }
    const [other] = await server.db.query<{ fab: number }>('SELECT fab_id AS fab FROM vehicle_manufacturers WHERE fab_id <> $1 LIMIT 1', [fab]);
    expect((await admin.call('GET', `/api/Tecdoc/GetMotorByIdFabricanteAndIdModelo/${other!.fab}/${mod}`)).status).toBe(404);
    expect((await admin.call('GET', '/api/Tecdoc/GetVehiculoDetalle/99999999')).status).toBe(404);
  });

  it("answers every call of the controller under both of the spec's spellings, '/TecDoc/…' and '/Tecdoc/…'", async () => {
    const admin = await loggedIn();
    const anonymous = new Browser(server.url);
    const calls = entries.filter((entry) => entry.name.startsWith('Tecdoc.'));
    expect(calls.length).toBeGreaterThan(10);
    for (const entry of calls) {
      const { url, body } = request(entry);
      const rest = url.slice('/api/'.length).replace(/^[^/]+/, '');
      const answers = [];
      for (const spelling of ['TecDoc', 'Tecdoc']) {
        const at = `/api/${spelling}${rest}`;
        // Anonymously a route that exists answers 401; an unknown path would answer 404.
        expect((await anonymous.call(entry.e.method, at, body === undefined ? {} : { json: body })).status, `${entry.name} ${at}`).toBe(401);
        if (entry.e.method === 'GET') answers.push((await admin.call('GET', at)).status);
      }
      expect(new Set(answers).size, entry.name).toBeLessThanOrEqual(1);
    }
  });
});

describe('Tecdoc: demo engines', () => {
  it('are plausible: name, displacement and cylinders agree (a «1.6» has about 1,600 cc and 4 cylinders)', async () => {
    const rows = await server.db.query<{ name: string; cc: number | null; cyl: number | null }>(
      'SELECT mot_nombre AS name, mot_cc AS cc, mot_cilindros AS cyl FROM vehicle_engines',
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) {
      const litres = /^(\d\.\d) /.exec(r.name)?.[1];
      if (!litres) {
        expect([r.cc, r.cyl], r.name).toEqual([null, null]);
        continue;
      }
      expect(Math.abs((r.cc ?? 0) - Number(litres) * 1000), `${r.name}: ${r.cc} cc`).toBeLessThanOrEqual(60);
      if (litres === '1.6') expect(r.cyl, r.name).toBe(4);
      expect(r.cyl, r.name).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('Tecdoc: groups and articles', () => {
  it('gives the engine’s groups as a tree whose parents are all there, with the shortcuts that apply', async () => {
    const { mot } = await demoEngine();
    const api = (await loggedIn()).api();
    const { grupos, atajos } = (await api.Tecdoc.GetGruposByIdMotor({ engineId: mot })).valorRetorno;
    const ids = new Set(grupos.map((g) => g.id));
    expect(grupos.filter((g) => g.parentId1 === null).length).toBeGreaterThan(3);
    for (const g of grupos) {
      if (g.parentId1 !== null) expect(ids.has(g.parentId1)).toBe(true);
      expect(g.hasChilds).toBe(grupos.some((c) => c.parentId1 === g.id));
    }
    expect(atajos.length).toBeGreaterThan(0);
    const shortcut = atajos[0]!.shortCutIdField;
    const narrowed = (await api.Tecdoc.GetGruposByIdMotorAndAtajo({ engineId: mot, shortcutId: shortcut })).valorRetorno.grupos;
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(grupos.length);
    expect(narrowed.filter((g) => g.parentId1 === null).length).toBeGreaterThanOrEqual(1);
  });

  it('gives the articles of a group and those below it, with the net only for users with Tarifas_Netos', async () => {
    const { mot } = await demoEngine();
    const admin = (await loggedIn()).api();
    const { grupos } = (await admin.Tecdoc.GetGruposByIdMotor({ engineId: mot })).valorRetorno;
    const top = grupos.find((g) => g.parentId1 === null && g.hasChilds)!;
    const below = new Set(grupos.filter((g) => [g.id, g.parentId1, g.parentId2, g.parentId3].includes(top.id)).map((g) => g.id));
    const articles = (await admin.Tecdoc.GetArticlesByMotorAndNodo({ engineId: mot, groupId: top.id })).valorRetorno;
    expect(articles.length).toBeGreaterThan(5);
    for (const a of articles) expect(below.has(a.assemblyGroupIdField)).toBe(true);
    expect(new Set(articles.map((a) => a.brandNameField)).size).toBeGreaterThan(1);
    expect(articles.some((a) => a.Neto !== null)).toBe(true);
    const socio = (await loggedIn('socio')).api();
    const seen = (await socio.Tecdoc.GetArticlesByMotorAndNodo({ engineId: mot, groupId: top.id })).valorRetorno;
    expect(seen.map((a) => a.articleIdField)).toEqual(articles.map((a) => a.articleIdField));
    expect(seen.every((a) => a.Neto === null)).toBe(true);
  });

  it('finds articles by reference (punctuation and case ignored) and by OE number, with their details', async () => {
    const [row] = await server.db.query<{ id: number; ref: string; oen: string }>(
      `SELECT art_id AS id, art_referencia AS ref, art_oen AS oen FROM catalogue_articles WHERE art_referencia LIKE '0 986 %' ORDER BY art_id LIMIT 1`,
    );
    const api = (await loggedIn()).api();
    const byRef = (await api.Tecdoc.GetArticlesByReferencia({ reference: row!.ref.replace(/ /g, '').toLowerCase() })).valorRetorno;
    expect(byRef.map((a) => a.articleIdField)).toContain(row!.id);
    const oe = splitOeNumbers(row!.oen)[0]!;
    const byOe = (await api.Tecdoc.GetArticlesByReferencia({ reference: oe.reference })).valorRetorno;
    expect(byOe.map((a) => a.articleIdField)).toContain(row!.id);
    const details = (await api.Tecdoc.GetDescripcionesArticulos({ ListaArticulos: byRef.slice(0, 3).map((a, i) => ({ order: i, id: a.articleIdField })) }))
      .valorRetorno;
    expect(details.map((d) => d.Art_Id)).toEqual(byRef.slice(0, 3).map((a) => a.articleIdField));
    expect(details[0]!.Art_EAN).toMatch(/^\d{13}$/);
    expect(details[0]!.Art_Atributos).toContain(':');
    expect(details[0]!.Art_OEN_Numeros.length).toBeGreaterThan(0);
  });

  it('draws each article’s picture: a PNG of 800 pixels and a thumbnail of 200, shown in the page and kept by the browser a day', async () => {
    const admin = await loggedIn();
    const [row] = await server.db.query<{ id: number }>('SELECT art_id AS id FROM catalogue_articles ORDER BY art_id LIMIT 1');
    const [detail] = (await admin.api().Tecdoc.GetDescripcionesArticulos({ ListaArticulos: [{ id: row!.id }] })).valorRetorno;
    expect(detail!.Art_Img).toBe(`/api/Tecdoc/GetImagenArticulo/${row!.id}/800`);
    expect(detail!.Art_Thumbnails).toEqual([`/api/Tecdoc/GetImagenArticulo/${row!.id}/200`]);
    for (const [path, width] of [
      [detail!.Art_Img!, 800],
      [detail!.Art_Thumbnails[0]!, 200],
    ] as const) {
      const res = await admin.fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
      expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(width); // the IHDR width
    }
    expect((await admin.call('GET', '/api/Tecdoc/GetImagenArticulo/987654321/200')).status).toBe(404);
    expect((await admin.call('GET', `/api/Tecdoc/GetImagenArticulo/${row!.id}/300`)).status).toBe(400);
    expect((await new Browser(server.url).call('GET', `/api/Tecdoc/GetImagenArticulo/${row!.id}/200`)).status).toBe(401);
  });
});

describe('Tecdoc: recent vehicles and VIN (beyond the spec)', () => {
  it('keeps the last 10 vehicles each user opened, newest first; opening one again moves it up; 404 for an unknown engine', async () => {
    const engines = (await server.db.query<{ id: number }>('SELECT mot_id AS id FROM vehicle_engines ORDER BY mot_id LIMIT 12')).map((r) => r.id);
    const admin = await loggedIn();
    const api = admin.api();
    expect((await new Browser(server.url).call('GET', '/api/Tecdoc/GetVehiculosRecientes')).status).toBe(401);
    for (const id of engines) await api.Tecdoc.AddVehiculoReciente({ idMotor: id });
    let list = (await api.Tecdoc.GetVehiculosRecientes()).valorRetorno;
    expect(list.map((v) => v.idMotor)).toEqual(engines.slice(2).reverse());
    const [named] = await server.db.query<{ fab: string; mod: string; mot: string }>(
      `SELECT f.fab_nombre AS fab, m.mod_nombre AS mod, e.mot_nombre AS mot FROM vehicle_engines e JOIN vehicle_models m ON m.mod_id = e.mot_id_modelo
         JOIN vehicle_manufacturers f ON f.fab_id = m.mod_id_fabricante WHERE e.mot_id = $1`,
      [engines[11]],
    );
    expect([list[0]!.fabricante, list[0]!.modelo, list[0]!.motor]).toEqual([named!.fab, named!.mod, named!.mot]);
    expect(Number.isNaN(Date.parse(list[0]!.fecha))).toBe(false);
    list = (await api.Tecdoc.AddVehiculoReciente({ idMotor: engines[5]! })).valorRetorno;
    expect(list.map((v) => v.idMotor)).toEqual([
      engines[5],
      ...engines
        .slice(2)
        .reverse()
        .filter((id) => id !== engines[5]),
    ]);
    expect((await admin.call('POST', '/api/Tecdoc/AddVehiculoReciente', { json: { idMotor: 987654321 } })).status).toBe(404);
    // Another user has their own list.
    expect((await (await loggedIn('otro')).api().Tecdoc.GetVehiculosRecientes()).valorRetorno).toEqual([]);
  });

  it('reads a VIN: its maker by WMI, its model year and the registered vehicle with that chassis number; 400 when it is not a VIN', async () => {
    const [plate] = await server.db.query<{ vin: string; mot: number; fab: number; desde: number }>(
      `SELECT p.bastidor AS vin, p.mot_id AS mot, m.mod_id_fabricante AS fab, extract(year FROM m.mod_desde)::int AS desde
         FROM vehicle_plates p JOIN vehicle_engines e ON e.mot_id = p.mot_id JOIN vehicle_models m ON m.mod_id = e.mot_id_modelo WHERE p.matricula = '1234BBB'`,
    );
    const admin = await loggedIn();
    const found = (await admin.api().Tecdoc.GetVehiculoByVin({ vin: plate!.vin.toLowerCase() })).valorRetorno;
    expect(found.VIN).toBe(plate!.vin);
    expect(found.idFabricante).toBe(plate!.fab);
    expect(found.anyoModelo).toBe(plate!.desde);
    expect(found.vehiculos.map((v) => v.Id)).toEqual([plate!.mot]);
    // A valid VIN of a maker the catalogue does not know: its WMI and year, nothing else.
    const unknown = 'ZZZ00000000000000'.split('');
    unknown[9] = 'L';
    unknown[8] = vinCheckDigit(unknown.join(''));
    const other = (await admin.api().Tecdoc.GetVehiculoByVin({ vin: unknown.join('') })).valorRetorno;
    expect(other).toMatchObject({ WMI: 'ZZZ', idFabricante: null, fabricante: null, anyoModelo: 2020, vehiculos: [] });
    const bad = await admin.call('GET', `/api/Tecdoc/GetVehiculoByVin/${plate!.vin.slice(0, 8)}Q${plate!.vin.slice(9)}`);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('revise el campo «vin»');
  });
});
