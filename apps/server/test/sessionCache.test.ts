// The in-process session cache (SESSION_CACHE_SECONDS) must not weaken any session property: logout, password
// reset, permission changes and contact changes take effect at once, on this instance and on another instance
// of the same database (told through LISTEN/NOTIFY; settled() awaits the notifications, it never sleeps).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, loggedIn, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let second: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { sessionCacheSeconds: 60 } });
  second = await startTestServer({ db: server.db, config: { sessionCacheSeconds: 60 } });
});
afterAll(async () => {
  await second.app.close();
  await server.close();
});

/** The same browser session (cookie) used against the second instance. */
function onSecond(browser: Browser): Browser {
  const other = new Browser(second.url);
  other.cookies.set('socios_sid', browser.cookies.get('socios_sid') ?? '');
  return other;
}

const consumption = (b: Browser) => b.call('POST', '/api/Consumos/GetConsumo_GraficoAnual', { json: { idProveedor: null } });

describe('session cache', () => {
  it('logout ends the session at once on this instance and on another one', async () => {
    const browser = await loggedIn(server.url);
    const other = onSecond(browser);
    expect((await other.api().Login.EnSession()).ok).toBe(true);
    expect((await browser.api().Login.EnSession()).ok).toBe(true);
    await browser.api().Login.SalirAplicacion();
    const stale = new Browser(server.url);
    stale.cookies.set('socios_sid', other.cookies.get('socios_sid') ?? '');
    expect((await stale.call('GET', '/api/Socios/GetSocio')).status).toBe(401);
    await second.settled();
    expect((await other.call('GET', '/api/Socios/GetSocio')).status).toBe(401);
    expect((await other.api().Login.EnSession()).ok).toBe(false);
  });

  it('a permission taken away (in the database, by anyone) is refused at once on every instance', async () => {
    const browser = await loggedIn(server.url, 'otro');
    const other = onSecond(browser);
    expect((await consumption(browser)).status).toBe(200);
    expect((await consumption(other)).status).toBe(200);
    await server.db.query("UPDATE users SET usr_perm_consumos = false WHERE usr_clave = 'otro'");
    try {
      await server.settled();
      await second.settled();
      expect((await consumption(browser)).status).toBe(403);
      expect((await consumption(other)).status).toBe(403);
      expect((await browser.api().Login.EnSession()).ok && (await browser.api().Login.EnSession())).toMatchObject({
        Permisos: { Consumos: false },
      });
    } finally {
      await server.db.query("UPDATE users SET usr_perm_consumos = true WHERE usr_clave = 'otro'");
    }
  });

  it('sessions ended in the database (as a password reset does) end at once on every instance', async () => {
    const browser = await loggedIn(server.url, 'socio');
    const other = onSecond(browser);
    expect((await other.call('GET', '/api/Socios/GetSocio')).status).toBe(200);
    await server.db.query("DELETE FROM sessions WHERE user_id = (SELECT usr_id FROM users WHERE usr_clave = 'socio')");
    await server.settled();
    await second.settled();
    expect((await browser.call('GET', '/api/Socios/GetSocio')).status).toBe(401);
    expect((await other.call('GET', '/api/Socios/GetSocio')).status).toBe(401);
  });

  it('EnSession shows a contact added a moment ago, on this instance and on another one', async () => {
    const browser = await loggedIn(server.url);
    const other = onSecond(browser);
    const before = await other.api().Login.EnSession();
    expect(before.ok).toBe(true);
    await browser.api().Usuarios.ActualizarContacto({
      CONT_ID: null,
      CONT_NOMBRE: 'Contacto de caché',
      CONT_MAIL: 'cache@ejemplo.es',
      CONT_TELEFONO: null,
      CONT_MOVIL: null,
      CONT_ID_GRUPO_CONTACTO: null,
      Accion: 0,
    });
    const names = async (b: Browser) => {
      const answer = await b.api().Login.EnSession();
      return answer.ok ? answer.contactos.map((c) => c.CONT_NOMBRE) : [];
    };
    expect(await names(browser)).toContain('Contacto de caché');
    await second.settled();
    expect(await names(other)).toContain('Contacto de caché');
  });
});
