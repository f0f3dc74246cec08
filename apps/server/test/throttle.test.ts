import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startTestServer, type TestServer } from './support/testServer';

const THROTTLED = 'Demasiados intentos fallidos. Espere unos minutos antes de volver a intentarlo.';

describe('login throttling per account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses even the right password after 5 failures, for that account only', async () => {
    const browser = new Browser(server.url);
    for (let i = 0; i < 5; i++) {
      expect((await browser.login('socio', `mal-${i}`)).mensajeError).toBe('Usuario o contraseña incorrectos.');
    }
    expect(await browser.login('socio', 'socio1234')).toEqual({ ok: false, mensajeError: THROTTLED });
    expect(browser.setCookies).toEqual([]);
    expect((await browser.login('otro', 'otro1234')).ok).toBe(true);
  });

  it('lets the account in again once the block has passed', async () => {
    await server.db.query("UPDATE throttle SET blocked_until = now() - interval '1 second' WHERE key = 'login-user:socio'");
    expect((await new Browser(server.url).login('socio', 'socio1234')).ok).toBe(true);
  });

  it('forgets earlier failures after a successful login', async () => {
    const browser = new Browser(server.url);
    for (let i = 0; i < 4; i++) await browser.login('admin', `mal-${i}`);
    expect((await browser.login('admin', 'admin1234')).ok).toBe(true);
    for (let i = 0; i < 4; i++) await browser.login('admin', `mal-${i}`);
    expect((await browser.login('admin', 'admin1234')).ok).toBe(true);
  });
});

describe('login and recovery throttling per address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      config: {
        throttle: {
          loginUser: { maxFailures: 100, windowSeconds: 900, blockSeconds: 900 },
          loginIp: { maxFailures: 3, windowSeconds: 900, blockSeconds: 900 },
          recoveryIp: { maxFailures: 2, windowSeconds: 900, blockSeconds: 900 },
        },
      },
    });
  });
  afterAll(() => server.close());

  it('blocks an address that fails on many accounts', async () => {
    const browser = new Browser(server.url);
    await browser.login('uno', 'x');
    await browser.login('dos', 'x');
    await browser.login('tres', 'x');
    expect(await browser.login('admin', 'admin1234')).toEqual({ ok: false, mensajeError: THROTTLED });
  });

  it('limits how many recovery e-mails one address can ask for', async () => {
    const api = new Browser(server.url).api();
    expect((await api.Usuarios.RecuperarPwd({ email: 'a@ejemplo.es' })).ok).toBe(true);
    expect((await api.Usuarios.RecuperarPwd({ email: 'b@ejemplo.es' })).ok).toBe(true);
    const sent = server.outbox().length;
    const third = await api.Usuarios.RecuperarPwd({ email: 'c@ejemplo.es' });
    expect(third.ok).toBe(false);
    expect(third.mensajeError).toMatch(/demasiadas solicitudes/i);
    expect(server.outbox().length).toBe(sent);
  });
});
