import { TARIFF_SEARCH_SQL } from '../src/modules/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loggedIn = (user = 'admin', pwd?: string) => logInAs(server.url, user, pwd);

describe('Buscar/Global', () => {
  it('finds suppliers and brands ignoring case and accents, names that start with the text first', async () => {
    const admin = await loggedIn();
    const found = (await admin.api().Buscar.Global({ texto: 'IBERICOS' })).valorRetorno;
    expect(found.PROVEEDORES[0]).toMatchObject({ PRV_NOMBRE: 'Frenos Ibéricos', MARCAS: 'Brembo, Ferodo, Textar' });
    const brand = (await admin.api().Buscar.Global({ texto: 'brem' })).valorRetorno;
    expect(brand.MARCAS[0]).toMatchObject({ MAR_NOMBRE: 'Brembo', PRV_NOMBRE: 'Frenos Ibéricos' });
    const many = (await admin.api().Buscar.Global({ texto: 'recambios' })).valorRetorno;
    expect(many.PROVEEDORES.length).toBe(6);
  });

  it('finds catalogue references by their start, punctuation and case ignored, in reference order', async () => {
    const [article] = await server.db.query<{ ref: string }>(
      `SELECT art_referencia AS ref FROM catalogue_articles WHERE art_referencia ~ '[.\\-/ ]' ORDER BY art_id LIMIT 1`,
    );
    const typed = article!.ref
      .replace(/[\s.\-/]/g, '')
      .slice(0, 5)
      .toLowerCase();
    const found = (await (await loggedIn('socio')).api().Buscar.Global({ texto: typed })).valorRetorno.REFERENCIAS;
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(6);
    const norm = (r: string) => r.replace(/[\s.\-/]/g, '').toUpperCase();
    for (const a of found) {
      expect(norm(a.REFERENCIA).startsWith(typed.toUpperCase())).toBe(true);
      expect(a.MARCA.length * a.NOMBRE.length).toBeGreaterThan(0);
    }
    expect(found.map((a) => norm(a.REFERENCIA))).toEqual(found.map((a) => norm(a.REFERENCIA)).sort());
  });

  it("finds a brand's tariff reference (with Tarifas), the exact one first, and names the supplier whose tariff shows it", async () => {
    const [line] = await server.db.query<{ id: number; brand: string }>(
      `SELECT t.tar_id AS id, b.mar_nombre AS brand FROM tariff_lines t JOIN brands b ON b.mar_id = t.tar_id_marca WHERE t.tar_referencia = 'BRE2436791'`,
    );
    expect(line).toBeDefined();
    const admin = await loggedIn();
    const exact = (await admin.api().Buscar.Global({ texto: ' bre2436791 ' })).valorRetorno.TARIFAS;
    expect(exact[0]).toMatchObject({ TAR_ID: line!.id, REFERENCIA: 'BRE2436791', MAR_NOMBRE: line!.brand });
    // The supplier named sells the brand, and its tariff searched at the reference shows that line first.
    const tariff = await admin.api().Tarifas.GetTarifaProveedorMar({ idProveedor: exact[0]!.PRV_ID, idMarca: exact[0]!.MAR_ID, referencia: 'BRE2436791' });
    expect(tariff.valorRetorno[0]?.REFERENCIA).toBe('BRE2436791');

    const prefix = (await admin.api().Buscar.Global({ texto: 'BRE243' })).valorRetorno.TARIFAS;
    expect(prefix.length).toBeGreaterThan(1);
    expect(prefix.length).toBeLessThanOrEqual(6);
    for (const t of prefix) expect(t.REFERENCIA.toUpperCase().startsWith('BRE243'), t.REFERENCIA).toBe(true);
    expect(prefix.map((t) => t.REFERENCIA)).toEqual(prefix.map((t) => t.REFERENCIA).sort());
    expect((await admin.api().Buscar.Global({ texto: 'BRE243%' })).valorRetorno.TARIFAS).toEqual([]);
    expect((await (await loggedIn('socio')).api().Buscar.Global({ texto: 'BRE2436791' })).valorRetorno.TARIFAS).toEqual([]);
  });

  it('reads tariff references through the reference index, one probe per brand, never the whole tariffs', async () => {
    const plan = await server.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${TARIFF_SEARCH_SQL}`, ['BRE243%', 'BRE243']);
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('tariff_lines_referencia_prefix');
    expect(text).not.toMatch(/Seq Scan on tariff_lines/);
  });

  it('finds documents and news only for members with Documentos and Noticias', async () => {
    const admin = (await (await loggedIn()).api().Buscar.Global({ texto: 'garantias' })).valorRetorno;
    expect(admin.DOCUMENTOS.length).toBeGreaterThan(0);
    expect(admin.DOCUMENTOS[0]?.DOC_NOMBRE).toMatch(/garantías/i);
    const [news] = await server.db.query<{ word: string }>(
      `SELECT split_part(not_titulo, ' ', 1) AS word FROM news WHERE not_fecha_publicacion <= current_date AND not_id_pais IS NULL ORDER BY not_id LIMIT 1`,
    );
    const withNews = (await (await loggedIn()).api().Buscar.Global({ texto: news!.word })).valorRetorno;
    expect(withNews.NOTICIAS.length).toBeGreaterThan(0);
    const socio = (await (await loggedIn('socio')).api().Buscar.Global({ texto: news!.word })).valorRetorno;
    expect(socio.NOTICIAS).toEqual([]);
    expect(socio.DOCUMENTOS).toEqual([]);
  });

  it('answers nothing for one letter, takes %, _ and \\ literally, refuses no session (401) and long texts (400)', async () => {
    const admin = await loggedIn();
    expect((await admin.api().Buscar.Global({ texto: 'a' })).valorRetorno).toEqual({
      PROVEEDORES: [],
      MARCAS: [],
      DOCUMENTOS: [],
      NOTICIAS: [],
      REFERENCIAS: [],
      TARIFAS: [],
    });
    const literal = (await admin.api().Buscar.Global({ texto: '%_\\' })).valorRetorno;
    expect(literal.PROVEEDORES).toEqual([]);
    expect((await admin.call('POST', '/api/Buscar/Global', { json: { texto: 'x'.repeat(101) } })).status).toBe(400);
    const res = await fetch(`${server.url}/api/Buscar/Global`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"texto":"brembo"}' });
    expect([401, 403]).toContain(res.status);
  });
});
