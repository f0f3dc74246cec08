import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loggedIn = (user = 'admin', pwd?: string) => logInAs(server.url, user, pwd);

async function config(browser: Browser) {
  const answer = await browser.api().Login.EnSession();
  if (!answer.ok) throw new Error('no session');
  return answer;
}

describe('favourites', () => {
  it('come with the session configuration: news, suppliers with brands, documents', async () => {
    const admin = await loggedIn();
    const { favoritos } = await config(admin);
    expect(favoritos.NoticiasFavoritas.length).toBeGreaterThan(0);
    expect(favoritos.ProveedoresFavoritos.length).toBeGreaterThan(0);
    expect(favoritos.ProveedoresFavoritos.every((p) => p.MARCAS.length > 0)).toBe(true);
    expect(favoritos.DocumentosFavoritos[0]).toMatchObject({ FAV_TIPO: 'D', TDO_NOMBRE: expect.any(String) });
    expect((await config(await loggedIn('socio'))).favoritos).toEqual({ NoticiasFavoritas: [], ProveedoresFavoritos: [], DocumentosFavoritos: [] });
  });

  it('toggle round trip: adding answers the favourite, toggling again answers null', async () => {
    const admin = await loggedIn();
    const api = admin.api().Usuarios;
    const list = (await admin.api().Noticias.GetListaNoticias({ idTipo: 0, anyo: 0, mes: 0, modo: 0, idCategoria: 0, texto: null })).valorRetorno;
    const before = (await config(admin)).favoritos.NoticiasFavoritas.map((f) => f.FAV_ID_ENTIDAD);
    const item = list.find((n) => !before.includes(n.ID))!;
    const added = (await api.AddOrDeleteFavorito({ FAV_ID: null, FAV_ID_ENTIDAD: item.ID, FAV_TIPO: 'N' })).valorRetorno;
    expect(added).toMatchObject({ FAV_TIPO: 'N', FAV_ID_ENTIDAD: item.ID, NOT_TITULO: item.TITULO, NOT_FECHA_PUBLICACION: item.FECHA_PUBLICACION });
    expect((await config(admin)).favoritos.NoticiasFavoritas[0]?.FAV_ID_ENTIDAD).toBe(item.ID);
    expect((await api.AddOrDeleteFavorito({ FAV_ID: added?.FAV_ID, FAV_ID_ENTIDAD: item.ID, FAV_TIPO: 'N' })).valorRetorno).toBeNull();
    expect((await config(admin)).favoritos.NoticiasFavoritas.map((f) => f.FAV_ID_ENTIDAD)).toEqual(before);

    const [supplier] = await server.db.query<{ id: number }>('SELECT max(prv_id) AS id FROM suppliers');
    const sup = (await api.AddOrDeleteFavorito({ FAV_ID_ENTIDAD: supplier!.id, FAV_TIPO: 'P' })).valorRetorno;
    expect(sup).toMatchObject({ FAV_TIPO: 'P', PRV_RAZON_SOCIAL: expect.any(String) });
    expect(sup && 'MARCAS' in sup && sup.MARCAS.length).toBeGreaterThan(0);
  });

  it('the dashboard removes by FAV_ID with FAV_ID_ENTIDAD null; another user’s favourite is never reachable', async () => {
    const admin = await loggedIn();
    const other = await loggedIn('otro');
    const doc = (await config(admin)).favoritos.DocumentosFavoritos[0]!;
    const res = await other.call('POST', '/api/Usuarios/AddOrDeleteFavorito', { json: { FAV_ID: doc.FAV_ID, FAV_ID_ENTIDAD: null, FAV_TIPO: 'D' } });
    expect(res.status).toBe(404);
    expect(
      await other
        .api()
        .Usuarios.AddOrDeleteFavorito({ FAV_ID: doc.FAV_ID, FAV_ID_ENTIDAD: null, FAV_TIPO: 'D' })
        .catch((e) => e.status),
    ).toBe(404);
    expect((await config(admin)).favoritos.DocumentosFavoritos.map((d) => d.FAV_ID)).toContain(doc.FAV_ID);
    expect((await admin.api().Usuarios.AddOrDeleteFavorito({ FAV_ID: doc.FAV_ID, FAV_ID_ENTIDAD: null, FAV_TIPO: 'D' })).valorRetorno).toBeNull();
    expect((await config(admin)).favoritos.DocumentosFavoritos.map((d) => d.FAV_ID)).not.toContain(doc.FAV_ID);
  });

  it('refuses unknown or invisible entities (404), missing permissions (403) and no session (401)', async () => {
    const admin = await loggedIn();
    const [hidden] = await server.db.query<{ id: number }>('SELECT not_id AS id FROM news WHERE not_fecha_publicacion > current_date LIMIT 1');
    for (const body of [
      { FAV_ID_ENTIDAD: hidden!.id, FAV_TIPO: 'N' },
      { FAV_ID_ENTIDAD: 999_999, FAV_TIPO: 'P' },
      { FAV_ID_ENTIDAD: 999_999, FAV_TIPO: 'D' },
    ]) {
      expect((await admin.call('POST', '/api/Usuarios/AddOrDeleteFavorito', { json: body })).status, JSON.stringify(body)).toBe(404);
    }
    const socio = await loggedIn('socio');
    expect((await socio.call('POST', '/api/Usuarios/AddOrDeleteFavorito', { json: { FAV_ID_ENTIDAD: 1, FAV_TIPO: 'N' } })).status).toBe(403);
    expect((await socio.call('POST', '/api/Usuarios/AddOrDeleteFavorito', { json: { FAV_ID_ENTIDAD: 1, FAV_TIPO: 'D' } })).status).toBe(403);
    const [supplier] = await server.db.query<{ id: number }>('SELECT min(prv_id) AS id FROM suppliers');
    expect((await socio.api().Usuarios.AddOrDeleteFavorito({ FAV_ID_ENTIDAD: supplier!.id, FAV_TIPO: 'P' })).valorRetorno?.FAV_TIPO).toBe('P');
    expect((await new Browser(server.url).call('POST', '/api/Usuarios/AddOrDeleteFavorito', { json: { FAV_ID_ENTIDAD: 1, FAV_TIPO: 'P' } })).status).toBe(401);
  });
});

describe('dashboard layout', () => {
  it('is stored per user', async () => {
    const admin = await loggedIn();
    const other = await loggedIn('otro');
    expect((await admin.api().Usuarios.GetDisposicion()).valorRetorno).toBeNull();
    const layout = {
      lg: [
        { i: 'noticias', x: 0, y: 0, w: 6, h: 4 },
        { i: 'consumoI', x: 6, y: 0, w: 6, h: 5 },
      ],
    };
    await admin.api().Usuarios.GuardarDisposicion({ disposicion: layout });
    expect((await admin.api().Usuarios.GetDisposicion()).valorRetorno).toEqual(layout);
    expect((await other.api().Usuarios.GetDisposicion()).valorRetorno).toBeNull();
    const bad = await admin.call('POST', '/api/Usuarios/GuardarDisposicion', { json: { disposicion: { lg: [{ i: 'x', x: -1, y: 0, w: 1, h: 1 }] } } });
    expect(bad.status).toBe(400);
  });
});
