import { WIRE_TEXTS } from '@socios/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, loggedIn, startTestServer, type TestServer } from './support/testServer';

// A user's input never makes the server fail: ids beyond a PostgreSQL integer, NUL characters and
// lone UTF-16 surrogates are the caller's mistakes, answered 400 with a Spanish text before anything is stored.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\ud800b';
const LONE_LOW = '\udc00';
const INT4_OVERFLOW = 2_147_483_648;
const newsFilter = { idTipo: 0, anyo: 0, mes: 0, modo: 0, idCategoria: 0 };

/** Asserts a 400 whose body is the usual refusal with a Spanish text. */
function expectRefused(answer: { status: number; json: unknown }, text?: string): void {
  expect(answer.status).toBe(400);
  expect(answer.json).toMatchObject({ ok: false, mensajeError: text ?? expect.stringMatching(/no es válid/) });
}

describe('ids beyond a PostgreSQL integer', () => {
  it('GetUsuario {"idUsuario": 2147483648} answers 400, and the largest integer id a plain 404', async () => {
    const admin = await loggedIn(server.url);
    expectRefused(await admin.call('POST', '/api/Usuarios/GetUsuario', { json: { idUsuario: INT4_OVERFLOW } }));
    expect((await admin.call('POST', '/api/Usuarios/GetUsuario', { json: { idUsuario: INT4_OVERFLOW - 1 } })).status).toBe(404);
  });

  it('in a path parameter and in every id of a body answer 400', async () => {
    const admin = await loggedIn(server.url);
    expectRefused(await admin.call('GET', `/api/Noticias/GetNoticia/${INT4_OVERFLOW}`));
    expectRefused(await admin.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${INT4_OVERFLOW}/1`));
    expectRefused(await admin.call('POST', '/api/Usuarios/AddOrDeleteFavorito', { json: { FAV_ID_ENTIDAD: INT4_OVERFLOW, FAV_TIPO: 'N' } }));
    expectRefused(await admin.call('POST', '/api/Consumos/GetConsumo_GraficoAnual', { json: { idProveedor: INT4_OVERFLOW } }));
    expectRefused(await admin.call('POST', '/api/Usuarios/EnviarCorreo', { json: { mailContacto: 'a@b.es', idEntidad: INT4_OVERFLOW, tipo: 'N' } }));
  });
});

describe('NUL and lone surrogates in any text', () => {
  it('GuardarDisposicion refuses them in a block and in a breakpoint name, and keeps the stored layout', async () => {
    const admin = await loggedIn(server.url);
    const before = (await admin.api().Usuarios.GetDisposicion()).valorRetorno;
    const block = (i: string) => ({ i, x: 0, y: 0, w: 4, h: 2 });
    for (const disposicion of [{ lg: [block(NUL)] }, { lg: [block(LONE_HIGH)] }, { [LONE_LOW]: [block('noticias')] }, { [`l${NUL}`]: [] }]) {
      expectRefused(await admin.call('POST', '/api/Usuarios/GuardarDisposicion', { json: { disposicion } }), WIRE_TEXTS.invalidText);
    }
    expect((await admin.api().Usuarios.GetDisposicion()).valorRetorno).toEqual(before);
  });

  it('GetListaNoticias refuses them in texto; a real emoji still searches', async () => {
    const admin = await loggedIn(server.url);
    for (const texto of [NUL, LONE_HIGH, LONE_LOW]) {
      expectRefused(await admin.call('POST', '/api/Noticias/GetListaNoticias', { json: { ...newsFilter, texto } }), WIRE_TEXTS.invalidText);
    }
    const emoji = await admin.call('POST', '/api/Noticias/GetListaNoticias', { json: { ...newsFilter, texto: '😀' } });
    expect(emoji.status).toBe(200);
    expect(emoji.json).toMatchObject({ ok: true, valorRetorno: [] });
  });

  it('Validar refuses them in usuario (before any session exists) and the account still logs in', async () => {
    const browser = new Browser(server.url);
    for (const usuario of [`admin${NUL}`, `admin${LONE_HIGH}`, LONE_LOW]) {
      expectRefused(await browser.call('POST', '/api/Login/Validar', { json: { usuario, pwd: 'admin1234' } }), WIRE_TEXTS.invalidText);
    }
    expectRefused(await browser.call('POST', '/api/Login/Validar', { json: { usuario: 'admin', pwd: NUL } }), WIRE_TEXTS.invalidText);
    expect((await browser.login('admin', 'admin1234')).ok).toBe(true);
  });

  it('RecuperarPwd refuses them in email and sends nothing', async () => {
    const browser = new Browser(server.url);
    const sent = server.outbox().length;
    for (const email of [`admin${NUL}@portal.test`, `admin${LONE_HIGH}@portal.test`]) {
      expectRefused(await browser.call('POST', '/api/Usuarios/RecuperarPwd', { json: { email } }), WIRE_TEXTS.invalidText);
    }
    expect(server.outbox().length).toBe(sent);
  });

  it('a text of a call with no text field of its own is refused too (checked for every call)', async () => {
    const admin = await loggedIn(server.url);
    expectRefused(await admin.call('POST', '/api/Consumos/GetConsumo_GraficoAnual', { json: { idProveedor: null, extra: NUL } }), WIRE_TEXTS.invalidText);
  });
});
