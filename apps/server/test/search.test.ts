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
    const [article] = await server.db.query<{ ref: string }>(`SELECT art_referencia AS ref FROM catalogue_articles WHERE art_referencia ~ '[.\\-/ ]' ORDER BY art_id LIMIT 1`);
    const typed = article!.ref.replace(/[\s.\-/]/g, '').slice(0, 5).toLowerCase();
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
    expect((await admin.api().Buscar.Global({ texto: 'a' })).valorRetorno).toEqual({ PROVEEDORES: [], MARCAS: [], DOCUMENTOS: [], NOTICIAS: [], REFERENCIAS: [] });
    const literal = (await admin.api().Buscar.Global({ texto: '%_\\' })).valorRetorno;
    expect(literal.PROVEEDORES).toEqual([]);
    expect((await admin.call('POST', '/api/Buscar/Global', { json: { texto: 'x'.repeat(101) } })).status).toBe(400);
    const res = await fetch(`${server.url}/api/Buscar/Global`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"texto":"brembo"}' });
    expect([401, 403]).toContain(res.status);
  });
});
