import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { PERMISSIONS } from '@socios/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashCost } from '../src/auth/passwords';
import { Browser, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('Login/Validar', () => {
  it('logs the administrator in with the configuration of spec 000 §3', async () => {
    const browser = new Browser(server.url);
    const answer = await browser.login('admin', 'admin1234');
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.mensajeError).toBeNull();
    expect(answer.NombreUsuario).toBe('Ana');
    expect(answer.Apellidos).toBe('Martínez Ruiz');
    expect(answer.socio_desc).toBe('Recambios Demo');
    expect(answer.pais).toBe('ESPAÑA');
    expect(answer.usuario.USR_CLAVE).toBe('admin');
    expect(answer.usuario.USR_MAIL).toBe('admin@recambiosdemo.es');
    expect(answer.usuario.USR_ADMINISTRAR_CUENTAS).toBe(true);
    for (const p of PERMISSIONS) expect(answer.Permisos[p], p).toBe(true);
    // The demo seed gives the administrator a few favourites of each kind (favourites.test.ts checks them).
    expect(Object.keys(answer.favoritos).sort()).toEqual(['DocumentosFavoritos', 'NoticiasFavoritas', 'ProveedoresFavoritos']);
    expect(answer.contactos).toHaveLength(8);
    expect(answer.contactos.map((c) => c.CONT_NOMBRE.toLowerCase())).toEqual(
      answer.contactos.map((c) => c.CONT_NOMBRE.toLowerCase()).sort((a, b) => a.localeCompare(b)),
    );
  });

  it('gives the plain user every permission flag false and no administration', async () => {
    const answer = await new Browser(server.url).login('socio', 'socio1234');
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.socio_desc).toBe('Recambios Demo');
    expect(answer.usuario.USR_ADMINISTRAR_CUENTAS).toBe(false);
    for (const p of PERMISSIONS) expect(answer.Permisos[p], p).toBe(false);
  });

  it('gives the user of the other member its own member', async () => {
    const answer = await new Browser(server.url).login('otro', 'otro1234');
    expect(answer.ok && answer.socio_desc).toBe('Autorecambios Levante');
    expect(answer.ok && answer.usuario.USR_MAIL).toBe('otro@autorecambioslevante.es');
  });

  it('never sends the password or its hash', async () => {
    const browser = new Browser(server.url);
    const res = await browser.call('POST', '/api/Login/Validar', { json: { usuario: 'admin', pwd: 'admin1234' } });
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/scrypt|admin1234|PWD/i);
  });

  it('accepts the login name in any case', async () => {
    const answer = await new Browser(server.url).login('ADMIN', 'admin1234');
    expect(answer.ok).toBe(true);
  });

  it('refuses a wrong password with the Spanish message and sets no cookie', async () => {
    const browser = new Browser(server.url);
    const answer = await browser.login('otro', 'wrong');
    expect(answer).toEqual({ ok: false, mensajeError: 'Usuario o contraseña incorrectos.' });
    expect(browser.setCookies).toEqual([]);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const browser = new Browser(server.url);
    expect(await browser.login('nadie', 'x')).toEqual({ ok: false, mensajeError: 'Usuario o contraseña incorrectos.' });
    expect(browser.setCookies).toEqual([]);
  });

  it('sets an HttpOnly SameSite=Lax cookie with at least 128 random bits, stored only as a hash', async () => {
    const browser = new Browser(server.url);
    await browser.login('admin', 'admin1234');
    const header = browser.setCookies.at(-1) ?? '';
    expect(header).toMatch(/^socios_sid=/);
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\//i);
    expect(header).not.toMatch(/;\s*Secure/i);
    const token = browser.cookies.get('socios_sid') ?? '';
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const stored = await server.db.query<{ id_hash: Uint8Array }>('SELECT id_hash FROM sessions');
    const hashes = stored.map((r) => Buffer.from(r.id_hash).toString('hex'));
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    expect(hashes).not.toContain(Buffer.from(token).toString('hex'));
  });

  it('records the visit: the next login shows when the previous one was', async () => {
    const first = await new Browser(server.url).login('otro', 'otro1234');
    const second = await new Browser(server.url).login('otro', 'otro1234');
    expect(first.ok && second.ok).toBe(true);
    if (second.ok) expect(second.usuario.USR_ULTVISIT).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });
});

describe('the cost of the password hashes (PASSWORD_HASH_COST)', () => {
  it('is 15 by default, a whole number from 10 to 20 when set, and refuses anything else', () => {
    expect(hashCost({})).toBe(15);
    expect(hashCost({ PASSWORD_HASH_COST: '' })).toBe(15);
    expect(hashCost({ PASSWORD_HASH_COST: '10' })).toBe(10);
    expect(hashCost({ PASSWORD_HASH_COST: '20' })).toBe(20);
    for (const wrong of ['9', '21', '12.5', 'doce', '-15']) {
      expect(() => hashCost({ PASSWORD_HASH_COST: wrong }), wrong).toThrow(/PASSWORD_HASH_COST must be a whole number from 10 to 20/);
    }
  });

  it("checks a stored hash with its own cost: a password hashed at the production cost opens a session under the suites' lower one", async () => {
    // The suites hash at 2^10 (vitest.config.ts), which the seed's hashes show.
    const [seeded] = await server.db.query<{ h: string }>("SELECT usr_pwd_hash AS h FROM users WHERE usr_clave = 'socio'");
    expect(seeded?.h).toMatch(/^scrypt\$1024\$8\$1\$/);
    const salt = randomBytes(16);
    const key = scryptSync('socio1234'.normalize('NFC'), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const production = ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    await server.db.query("UPDATE users SET usr_pwd_hash = $1 WHERE usr_clave = 'socio'", [production]);
    expect((await new Browser(server.url).login('socio', 'socio1234')).ok).toBe(true);
    expect((await new Browser(server.url).login('socio', 'socio12345')).ok).toBe(false);
  });
});

describe('Secure cookie behind TLS', () => {
  let tls: TestServer;
  beforeAll(async () => {
    tls = await startTestServer({ config: { trustProxy: { hops: 1 } } });
  });
  afterAll(() => tls.close());

  it('marks the cookie Secure when the load balancer says the request came over https', async () => {
    const browser = new Browser(tls.url);
    const res = await browser.call('POST', '/api/Login/Validar', {
      json: { usuario: 'admin', pwd: 'admin1234' },
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(res.status).toBe(200);
    expect(browser.setCookies.at(-1)).toMatch(/;\s*Secure/i);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});
