import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

// The parts search on a TecDoc Pegasus 3.0 account (TECDOC_API_KEY set): the adapter against recorded answers
// (test/fixtures/tecdoc), served by a stand-in for TecAlliance's JSON endpoint on a loopback port.

const KEY = 'clave-de-prueba-0123456789';
const answer = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/tecdoc/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

/** What the stand-in received: the function and its parameters, with the key it was sent. */
const received: { fn: string; params: Record<string, unknown>; key: string | undefined }[] = [];
let failing = false;
let imageMissing = false;
/** The bytes of the stand-in's photographs (a JPEG's first bytes are enough for the portal: it passes them on). */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
let imageBase = '';
/** A Brembo reference of our tariffs, which the recorded disc answer is given (so that its PVP is ours). */
let bremboRef = '';

function route(fn: string, p: Record<string, unknown>): Record<string, unknown> | null {
  if (fn === 'getLinkageTargets' && p.includeMfrFacets) return answer('getLinkageTargets.makers');
  if (fn === 'getLinkageTargets' && Array.isArray(p.linkageTargetIds)) {
    const ids = (p.linkageTargetIds as { id: number }[]).map((t) => t.id);
    return ids.includes(100587) ? answer('getLinkageTargets.one') : { total: 0, linkageTargets: [], status: 200 };
  }
  if (fn === 'getLinkageTargets' && JSON.stringify(p.vehicleModelSeriesIds) === '[9850]') return answer('getLinkageTargets.golf');
  if (fn === 'getLinkageTargets') return { total: 0, linkageTargets: [], status: 200 };
  if (fn === 'getModelSeries2') return p.manuId === 121 ? answer('getModelSeries2.vw') : { data: { array: [] }, status: 200 };
  if (fn === 'getVehiclesByKeyNumberPlates')
    return p.keySystemNumber === '1234BBB' ? answer('getVehiclesByKeyNumberPlates.plate') : { data: { array: [] }, status: 200 };
  if (fn === 'getArticles' && p.assemblyGroupFacetOptions) return answer('getArticles.facets');
  if (fn === 'getArticles' && p.legacyArticleIds) {
    // The recorded photographs' addresses, moved to the stand-in.
    return JSON.parse(JSON.stringify(answer('getArticles.details')).replaceAll('https://digital-assets.tecalliance.services', imageBase)) as Record<
      string,
      unknown
    >;
  }
  if (fn === 'getArticles' && (p.assemblyGroupNodeIds || p.searchQuery)) {
    const discs = answer('getArticles.discs') as { articles: { articleNumber: string }[] };
    discs.articles[0]!.articleNumber = bremboRef;
    return discs;
  }
  return null;
}

let tecdoc: Server;
let server: TestServer;
beforeAll(async () => {
  tecdoc = createServer((req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/images/')) {
      received.push({ fn: 'image', params: { path: req.url }, key: req.headers['x-api-key'] as string | undefined });
      if (imageMissing) res.writeHead(404).end();
      else res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(JPEG);
      return;
    }
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const request = JSON.parse(body) as Record<string, Record<string, unknown>>;
      const [fn, params] = Object.entries(request)[0]!;
      received.push({ fn, params, key: req.headers['x-api-key'] as string | undefined });
      const out = failing ? null : route(fn, params);
      res.writeHead(out ? 200 : 500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(out ?? { status: 500, statusText: 'Internal error' }));
    });
  });
  await new Promise<void>((ok) => tecdoc.listen(0, '127.0.0.1', ok));
  imageBase = `http://127.0.0.1:${(tecdoc.address() as AddressInfo).port}`;
  const url = `${imageBase}/pegasus-3-0/services/TecdocToCatDLB.jsonEndpoint`;
  const config = loadConfig({ TECDOC_API_KEY: KEY, TECDOC_PROVIDER: '23000', TECDOC_URL: url, TECDOC_PLATE_KEY_SYSTEM: '46' });
  server = await startTestServer({ config: { tecdoc: config.tecdoc } });
  const [brembo] = await server.db.query<{ ref: string }>(
    `SELECT t.tar_referencia AS ref FROM tariff_lines t JOIN brands b ON b.mar_id = t.tar_id_marca WHERE upper(b.mar_nombre) = 'BREMBO' ORDER BY t.tar_id LIMIT 1`,
  );
  bremboRef = brembo!.ref;
});
afterAll(async () => {
  await server.close();
  await new Promise((ok) => tecdoc.close(ok));
});

const loggedIn = (user = 'admin') => logInAs(server.url, user);

describe('the TecDoc catalogue (TECDOC_API_KEY set)', () => {
  it('needs the provider with the key, and takes TecAlliance’s endpoint, Spain and Spanish by default', () => {
    expect(() => loadConfig({ TECDOC_API_KEY: KEY })).toThrow(/TECDOC_PROVIDER/);
    expect(loadConfig({ TECDOC_API_KEY: KEY, TECDOC_PROVIDER: '7' }).tecdoc).toMatchObject({
      provider: 7,
      country: 'ES',
      lang: 'es',
      url: 'https://webservice.tecalliance.services/pegasus-3-0/services/TecdocToCatDLB.jsonEndpoint',
    });
    expect(loadConfig({}).tecdoc).toBeNull();
  });

  it('lists TecDoc’s makers in Spanish order, the ones with most vehicles in the logo grid, with the key only in the header', async () => {
    const admin = await loggedIn();
    const res = await admin.call('GET', '/api/Tecdoc/GetFabricantesVehiculos_Inicial');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(KEY);
    const makers = (res.json as { valorRetorno: { id: number; nombre: string; letra: string; principal: boolean }[] }).valorRetorno;
    expect(makers.map((m) => m.nombre)).toEqual(['ALPINE', 'AUDI', 'CITROËN', 'RENAULT', 'SEAT', 'VW']);
    expect(makers.find((m) => m.nombre === 'CITROËN')).toMatchObject({ id: 35, letra: 'C', principal: true });
    const call = received.find((r) => r.fn === 'getLinkageTargets' && r.params.includeMfrFacets)!;
    expect(call.key).toBe(KEY);
    expect(call.params).toMatchObject({ provider: 23000, lang: 'es', linkageTargetCountry: 'ES', linkageTargetType: 'P' });
  });

  it('finds a plate’s car through the key system, then walks maker → models → engines → data sheet', async () => {
    const api = (await loggedIn()).api();
    const [car] = (await api.Matriculas.GetVehiculos({ plate: '1234 BBB' })).ListaVehiculos;
    expect(car).toEqual({
      Id: 100587,
      Bastidor: 'WVWZZZAUZDP012345',
      Descripcion: 'VW GOLF VII (5G1, BQ1, BE1, BE2)',
      Motor: '1.6 TDI',
      Combustible: 'Gasóleo',
      FDesde: '08/2012',
      FHasta: '08/2020',
      CC: 1598,
      Kw: 81,
    });
    expect(received.find((r) => r.fn === 'getVehiclesByKeyNumberPlates')?.params).toMatchObject({ keySystemType: 46, country: 'ES' });
    const models = (await api.Tecdoc.GetModelosByIdFabricante({ id: 121 })).valorRetorno;
    expect(models.map((m) => [m.nombre, m.fechaDesde, m.fechaHasta])).toEqual([
      ['ARTEON (3H7)', '06/2017', null],
      ['GOLF V (1K1)', '10/2003', '02/2009'],
      ['GOLF VII (5G1, BQ1, BE1, BE2)', '08/2012', '08/2020'],
    ]);
    const engines = (await api.Tecdoc.GetMotorByIdFabricanteAndIdModelo({ fab: 121, model: 9850 })).valorRetorno;
    expect(engines[0]).toEqual({
      id: 100587,
      nombreMotor: '1.6 TDI',
      codeMotor: 'CLHA, CXXB',
      fechaDesde: '08/2012',
      fechaHasta: '08/2020',
      KW: 81,
      CV: 110,
      CC: 1598,
    });
    expect(engines[1]!.fechaHasta).toBeNull();
    const sheet = (await api.Tecdoc.GetVehiculoDetalle({ engineId: 100587 })).valorRetorno;
    expect(sheet).toMatchObject({
      fabricante: 'VW',
      cilindros: 4,
      valvulas: 4,
      traccion: 'Tracción delantera',
      numeroTecDoc: 100587,
      codigosMotor: ['CLHA', 'CXXB'],
    });
    const crumbs = (await api.Tecdoc.GetVehiculoByCodigoTecDoc({ engineId: 100587 })).valorRetorno;
    expect(crumbs).toMatchObject({ idFabricante: 121, idModelo: 9850, motor: '1.6 TDI' });
    const admin = await loggedIn();
    expect((await admin.call('GET', '/api/Tecdoc/GetModelosByIdFabricante/999999')).status).toBe(404);
    expect((await admin.call('GET', '/api/Tecdoc/GetVehiculoDetalle/5')).status).toBe(404);
  });

  it('builds the assembly-group tree from the facets, and lists a group’s articles with our PVP and net where our tariffs have them', async () => {
    const api = (await loggedIn()).api();
    const { grupos, atajos } = (await api.Tecdoc.GetGruposByIdMotor({ engineId: 100587 })).valorRetorno;
    expect(atajos).toEqual([]);
    const disc = grupos.find((g) => g.id === 100032)!;
    expect(disc).toMatchObject({
      parentId1: 100027,
      parentId2: 100006,
      parentId3: null,
      hasChilds: false,
      nivel_1: 'Sistema de frenos',
      nivel_2: 'Freno de disco',
      nivel_3: 'Disco de freno',
    });
    expect(grupos.find((g) => g.id === 100006)).toMatchObject({ parentId1: null, hasChilds: true, nivel_1: 'Sistema de frenos', nivel_2: null });
    const list = (await api.Tecdoc.GetArticlesByMotorAndNodo({ engineId: 100587, groupId: 100032 })).valorRetorno;
    expect(list.map((a) => [a.brandNameField, a.genericArticleNameField, a.articleLinkIdField])).toEqual([
      ['BREMBO', 'Disco de freno', 100587],
      ['TRW', 'Disco de freno', 100587],
    ]);
    const [ours] = await server.db.query<{ pvp: number }>('SELECT tar_pvp::float8 AS pvp FROM tariff_lines WHERE tar_referencia = $1', [bremboRef]);
    expect(list[0]!.PVP).toBe(ours!.pvp);
    expect(list[1]!.PVP).toBe(0);
    // Without Tarifas_Netos no net, as with the built-in catalogue.
    const socio = (await (await loggedIn('socio')).api().Tecdoc.GetArticlesByMotorAndNodo({ engineId: 100587, groupId: 100032 })).valorRetorno;
    expect(socio.every((a) => a.Neto === null)).toBe(true);
  });

  it('gives the visible articles’ details: EAN, attributes, equivalents, OE numbers as brand:reference, image and thumbnails', async () => {
    const api = (await loggedIn()).api();
    const [detail] = (await api.Tecdoc.GetDescripcionesArticulos({ ListaArticulos: [{ id: 11852261 }] })).valorRetorno;
    expect(detail).toEqual({
      Art_Id: 11852261,
      Art_EAN: '8020584254727',
      Art_Atributos: 'Diámetro: 312 mm|Espesor de disco de frenos: 25 mm|Tipo de disco de frenos: ventilación interna',
      Art_Equivalencias: 'BREMBO 09.C394.11',
      Art_OEN_Numeros: ['VW:5Q0615301F', 'VW:5Q0 615 301 G'],
      Art_Img: '/api/Tecdoc/GetImagenArticulo/11852261/800',
      Art_Thumbnails: ['/api/Tecdoc/GetImagenArticulo/11852261/200'],
    });
    expect(received.find((r) => r.fn === 'getArticles' && r.params.legacyArticleIds)?.params).toMatchObject({ includeAll: true, articleCountry: 'ES' });
  });

  it('serves TecDoc’s photograph from the portal (the page loads no image from elsewhere), and draws one when it does not come', async () => {
    const admin = await loggedIn();
    const photo = await admin.fetch(`${server.url}/api/Tecdoc/GetImagenArticulo/11852261/800`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photo.arrayBuffer()).equals(JPEG)).toBe(true);
    expect(received.filter((r) => r.fn === 'image').map((r) => [r.params.path, r.key])).toEqual([['/images/800/abc.jpg', undefined]]);
    // The thumbnail's address answers 404 at the stand-in: the server draws the article instead.
    imageMissing = true;
    const drawn = await admin.fetch(`${server.url}/api/Tecdoc/GetImagenArticulo/11852261/200`);
    imageMissing = false;
    expect(drawn.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await drawn.arrayBuffer()).readUInt32BE(16)).toBe(200);
  });

  it('asks TecDoc once per question: the answer is kept in the database until it expires', async () => {
    const api = (await loggedIn()).api();
    const asked = () => received.filter((r) => r.fn === 'getModelSeries2' && r.params.manuId === 121).length;
    const before = asked();
    await api.Tecdoc.GetModelosByIdFabricante({ id: 121 });
    await api.Tecdoc.GetModelosByIdFabricante({ id: 121 });
    expect(asked()).toBe(before === 0 ? 1 : before);
    await server.db.query(`UPDATE tecdoc_cache SET caduca = now() - interval '1 second' WHERE funcion = 'getModelSeries2'`);
    await api.Tecdoc.GetModelosByIdFabricante({ id: 121 });
    expect(asked()).toBe((before === 0 ? 1 : before) + 1);
  });

  it('answers 502 with a Spanish text when TecDoc fails, and 401 without a session before asking it', async () => {
    const admin = await loggedIn();
    failing = true;
    try {
      const res = await admin.call('GET', '/api/Tecdoc/GetArticlesByReferencia/XX99887/');
      expect(res.status).toBe(502);
      expect(res.text).toContain('El catálogo de piezas no está disponible ahora');
      expect(res.text).not.toContain(KEY);
    } finally {
      failing = false;
    }
    const count = received.length;
    expect((await new Browser(server.url).call('GET', '/api/Tecdoc/GetFabricantesVehiculos_Inicial')).status).toBe(401);
    expect(received.length).toBe(count);
  });
});
