import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loggedIn = (user = 'admin', pwd?: string) => logInAs(server.url, user, pwd);

describe('session check and protected calls', () => {
  it('EnSession answers the configuration with a session and ok false without one', async () => {
    const browser = await loggedIn('otro', 'otro1234');
    const answer = await browser.api().Login.EnSession();
    expect(answer.ok && answer.socio_desc).toBe('Autorecambios Levante');
    const anonymous = await new Browser(server.url).api().Login.EnSession();
    expect(anonymous).toEqual({ ok: false, mensajeError: 'La sesión ha caducado. Inicie sesión de nuevo.' });
  });

  it('answers 401 to a protected call without a session, and the client sends the user to /login', async () => {
    const browser = new Browser(server.url);
    const raw = await browser.call('GET', '/api/Socios/GetSocio');
    expect(raw.status).toBe(401);
    expect(raw.json).toEqual({ ok: false, mensajeError: expect.stringMatching(/sesión/) });
    await expect(browser.api().Socios.GetSocio()).rejects.toMatchObject({ status: 401, kind: 'unauthorized' });
    expect(browser.unauthorized).toBe(1);
  });

  it('serves the own member and its points of sale to its users only', async () => {
    const admin = await loggedIn();
    const socio = await admin.api().Socios.GetSocio();
    expect(socio.valorRetorno.SOC_NOMBRE).toBe('Recambios Demo');
    expect(socio.valorRetorno.PAI_DESCRIPCION).toBe('ESPAÑA');
    const points = await admin.api().Socios.GetPuntosVenta();
    expect(points.valorRetorno.length).toBe(2);
    expect(points.valorRetorno.every((p) => p.SOCPV_NOMBRE.startsWith('Recambios Demo'))).toBe(true);
    const other = await loggedIn('otro', 'otro1234');
    expect((await other.api().Socios.GetSocio()).valorRetorno.SOC_NOMBRE).toBe('Autorecambios Levante');
  });

  it('GetUsuario: own user; other users of the member for administrators; never another member', async () => {
    const admin = await loggedIn();
    const socioId = (await (await loggedIn('socio', 'socio1234')).api().Usuarios.GetUsuario({})).valorRetorno.USR_ID;
    const otroId = (await (await loggedIn('otro', 'otro1234')).api().Usuarios.GetUsuario({})).valorRetorno.USR_ID;
    expect((await admin.api().Usuarios.GetUsuario({})).valorRetorno.USR_CLAVE).toBe('admin');
    expect((await admin.api().Usuarios.GetUsuario({ idUsuario: socioId })).valorRetorno.USR_CLAVE).toBe('socio');
    await expect(admin.api().Usuarios.GetUsuario({ idUsuario: otroId })).rejects.toMatchObject({ status: 404 });
    const socio = await loggedIn('socio', 'socio1234');
    const adminId = (await admin.api().Usuarios.GetUsuario({})).valorRetorno.USR_ID;
    await expect(socio.api().Usuarios.GetUsuario({ idUsuario: adminId })).rejects.toMatchObject({ status: 403 });
  });
});

describe('session lifecycle', () => {
  it('gives a new id at every login and refuses the old one afterwards', async () => {
    const browser = await loggedIn();
    const first = browser.cookies.get('socios_sid');
    await browser.login('admin', 'admin1234');
    const second = browser.cookies.get('socios_sid');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const stale = new Browser(server.url);
    stale.cookies.set('socios_sid', first ?? '');
    expect((await stale.call('GET', '/api/Socios/GetSocio')).status).toBe(401);
    expect((await browser.call('GET', '/api/Socios/GetSocio')).status).toBe(200);
  });

  it('SalirAplicacion ends the session and clears the cookie', async () => {
    const browser = await loggedIn();
    const token = browser.cookies.get('socios_sid') ?? '';
    expect(await browser.api().Login.SalirAplicacion()).toEqual({ ok: true });
    expect(browser.setCookies.at(-1)).toMatch(/^socios_sid=;/);
    const replay = new Browser(server.url);
    replay.cookies.set('socios_sid', token);
    expect((await replay.call('GET', '/api/Socios/GetSocio')).status).toBe(401);
    expect((await replay.api().Login.EnSession()).ok).toBe(false);
  });

  it('CloseConnections ends the session once its grace period has passed', async () => {
    const quick = await startTestServer({ db: server.db, config: { closeGraceSeconds: 1 } });
    try {
      const browser = new Browser(quick.url);
      expect((await browser.login('admin', 'admin1234')).ok).toBe(true);
      expect(await browser.api().Login.CloseConnections()).toEqual({ ok: true });
      await new Promise((r) => setTimeout(r, 1500));
      expect((await browser.call('GET', '/api/Socios/GetSocio')).status).toBe(401);
      expect((await browser.api().Login.EnSession()).ok).toBe(false);
    } finally {
      await quick.app.close();
    }
  });

  it('a reload right after the last tab closed keeps the session (any call in the grace period revives it)', async () => {
    const browser = await loggedIn();
    expect(await browser.api().Login.CloseConnections()).toEqual({ ok: true });
    expect((await browser.api().Login.EnSession()).ok).toBe(true);
    const rows = await server.db.query<{ revived: boolean }>(
      "SELECT expires_at > now() + interval '1 hour' AS revived FROM sessions ORDER BY last_seen DESC LIMIT 1",
    );
    expect(rows[0]?.revived).toBe(true);
  });

  it('logging out without a session is harmless', async () => {
    expect(await new Browser(server.url).api().Login.SalirAplicacion()).toEqual({ ok: true });
  });

  it('an expired session answers 401', async () => {
    const browser = await loggedIn('otro', 'otro1234');
    await server.db.query("UPDATE sessions SET expires_at = now() - interval '1 second'");
    await server.settled();
    expect((await browser.call('GET', '/api/Socios/GetSocio')).status).toBe(401);
    expect((await browser.api().Login.EnSession()).ok).toBe(false);
  });

  it('sessions live in the database: a second server on the same database honours them', async () => {
    const browser = await loggedIn();
    const second = await startTestServer({ db: server.db });
    try {
      const other = new Browser(second.url);
      other.cookies.set('socios_sid', browser.cookies.get('socios_sid') ?? '');
      expect((await other.call('GET', '/api/Socios/GetSocio')).status).toBe(200);
    } finally {
      await second.app.close();
    }
  });
});
