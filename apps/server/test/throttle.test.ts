import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
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
    await server.db.query("UPDATE throttle SET blocked_until = now() - interval '1 second' WHERE key LIKE 'login-user%:socio%'");
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
          loginAccount: { freeAttempts: 100, maxDelaySeconds: 900, windowSeconds: 900 },
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

const WRONG = 'Usuario o contraseña incorrectos.';

/** A browser whose requests come, through one trusted proxy, from the given client address. */
function from(url: string, address: string): Browser {
  const browser = new Browser(url);
  const plainFetch = browser.fetch;
  Object.assign(browser, {
    fetch: (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      headers.set('X-Forwarded-For', address);
      return plainFetch(input, { ...init, headers });
    },
  });
  return browser;
}

describe('login throttling under concurrency and against lock-outs', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The account's first wait is long, so that no attempt can outwait it however slow the machine is.
    const { throttle } = loadConfig({});
    server = await startTestServer({
      config: {
        trustProxy: { hops: 1 },
        throttle: { ...throttle, loginAccount: { ...throttle.loginAccount, firstDelaySeconds: 600 } },
      },
    });
  });
  afterAll(() => server.close());

  it('evaluates at most the limit of a parallel burst, and refuses the right password after it', async () => {
    const attacker = from(server.url, '198.51.100.1');
    const burst = await Promise.all(Array.from({ length: 25 }, (_, i) => attacker.login('socio', `mal-${i}`)));
    const evaluated = burst.filter((a) => a.mensajeError === WRONG).length;
    expect(evaluated).toBeGreaterThan(0);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(burst.filter((a) => a.mensajeError === THROTTLED)).toHaveLength(25 - evaluated);
    const second = await Promise.all(Array.from({ length: 25 }, (_, i) => attacker.login('socio', i === 12 ? 'socio1234' : `otra-${i}`)));
    expect(second.every((a) => a.ok === false && a.mensajeError === THROTTLED)).toBe(true);
    expect(attacker.setCookies).toEqual([]);
  });

  it('slows an attacker spread over many addresses without locking the owner out of their usual address', async () => {
    // The owner has logged in from home before: that address is usual for the account.
    expect((await from(server.url, '203.0.113.10').login('otro', 'otro1234')).ok).toBe(true);
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await from(server.url, `198.51.100.${100 + i}`).login('otro', `mal-${i}`));
    const evaluated = answers.filter((a) => a.mensajeError === WRONG).length;
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(answers.slice(evaluated).every((a) => a.mensajeError === THROTTLED)).toBe(true);
    // Even the right password from yet another address waits for the growing delay…
    expect(await from(server.url, '198.51.100.250').login('otro', 'otro1234')).toEqual({ ok: false, mensajeError: THROTTLED });
    // …while the owner at home gets in at once.
    expect((await from(server.url, '203.0.113.10').login('otro', 'otro1234')).ok).toBe(true);
  });

  it('keeps an address that logs in successfully many times unthrottled (only failures count)', async () => {
    const office = from(server.url, '203.0.113.20');
    for (let i = 0; i < 35; i++) expect((await office.login('admin', 'admin1234')).ok).toBe(true);
  });
});
