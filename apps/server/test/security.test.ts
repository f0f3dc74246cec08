import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy, type TrustProxy } from '../src/config';
import { Browser, loggedIn, startTestServer, type TestServer } from './support/testServer';

const CSRF_REFUSED = { ok: false, mensajeError: expect.any(String) };

describe('the CSRF guard and no-store follow the matched route, not the raw URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses an encoded spelling of an API path without the header, and creates nothing', async () => {
    const browser = await loggedIn(server.url);
    const groups = () => server.db.query("SELECT 1 FROM contact_groups WHERE grpc_descripcion = 'Cruzado'");
    const body = { GRPC_ID: null, GRPC_DESCRIPCION: 'Cruzado', Accion: 0 };
    for (const path of ['/%61pi/Usuarios/ActualizarGrupoContacto', '/api/Usuarios/%41ctualizarGrupoContacto']) {
      const res = await browser.call('POST', path, { json: body, csrf: false });
      expect(res.status, path).toBe(403);
      expect(res.json).toEqual(CSRF_REFUSED);
    }
    expect(await groups()).toHaveLength(0);
    const encoded = await browser.call('GET', '/%61pi/Login/EnSession');
    expect(encoded.status).toBe(200);
    expect(encoded.headers.get('cache-control')).toBe('no-store');
  });

  it('logout and CloseConnections need the header: a link on another site cannot end the session', async () => {
    const browser = await loggedIn(server.url);
    for (const action of ['SalirAplicacion', 'CloseConnections']) {
      expect((await browser.call('GET', `/api/Login/${action}`, { csrf: false })).status, action).toBe(403);
    }
    expect((await browser.call('GET', '/api/Socios/GetSocio')).status).toBe(200);
    expect(await browser.api().Login.SalirAplicacion()).toEqual({ ok: true });
    expect((await browser.call('GET', '/api/Socios/GetSocio')).status).toBe(401);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses, and refuses "true" with a clear message', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('1')).toEqual({ hops: 1 });
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5')).toEqual({ addresses: ['10.0.0.0/8', '192.168.1.5'] });
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1/);
    expect(() => loadConfig({ TRUST_PROXY: 'cualquiera' })).toThrow(/TRUST_PROXY/);
  });

  /** Logs in with the given forwarding headers and returns the client address the session recorded. */
  async function loginAddress(server: TestServer, headers: Record<string, string>) {
    const browser = new Browser(server.url);
    const res = await browser.call('POST', '/api/Login/Validar', { json: { usuario: 'admin', pwd: 'admin1234' }, headers });
    expect(res.status).toBe(200);
    const rows = await server.db.query<{ ip: string }>('SELECT ip FROM sessions ORDER BY created_at DESC LIMIT 1');
    return { ip: rows[0]?.ip, cookie: browser.setCookies.at(-1) ?? '', hsts: res.headers.get('strict-transport-security') };
  }

  const proxies: [string, TrustProxy][] = [
    ['a hop count of 1', { hops: 1 }],
    ['the proxy address', { addresses: ['127.0.0.1'] }],
  ];
  for (const [name, trustProxy] of proxies) {
    describe(`behind one proxy given as ${name}`, () => {
      let server: TestServer;
      beforeAll(async () => {
        server = await startTestServer({ config: { trustProxy } });
      });
      afterAll(() => server.close());

      it('takes the client address and https from the proxy, and never a forged extra entry', async () => {
        const seen = await loginAddress(server, { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'https' });
        expect(seen.ip).toBe('203.0.113.7');
        expect(seen.cookie).toMatch(/^__Host-socios_sid=.*;\s*Secure/i);
        expect(seen.hsts).toMatch(/max-age=\d+/);
        // The client sent its own X-Forwarded-For; the proxy appended the real address: only that one counts.
        expect((await loginAddress(server, { 'X-Forwarded-For': '10.6.6.6, 203.0.113.8' })).ip).toBe('203.0.113.8');
        expect((await loginAddress(server, {})).ip).toBe('127.0.0.1');
      });
    });
  }

  describe('without TRUST_PROXY', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it('believes no forwarding header', async () => {
      const seen = await loginAddress(server, { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'https' });
      expect(seen.ip).toBe('127.0.0.1');
      expect(seen.cookie).toMatch(/^socios_sid=/);
      expect(seen.cookie).not.toMatch(/Secure/i);
      expect(seen.hsts).toBeNull();
    });
  });
});

describe('sessions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { publicUrl: 'https://portal.test', sessionMaxSeconds: 12 * 3600 } });
  });
  afterAll(() => server.close());

  it('use a __Host- Secure cookie when the portal is public over https', async () => {
    const browser = new Browser(server.url);
    expect((await browser.login('admin', 'admin1234')).ok).toBe(true);
    const header = browser.setCookies.at(-1) ?? '';
    expect(header).toMatch(/^__Host-socios_sid=/);
    expect(header).toMatch(/;\s*Secure/i);
    expect(header).toMatch(/;\s*Path=\//i);
    expect(header).not.toMatch(/Domain=/i);
    // The unprefixed name is not accepted in its place (a sibling site could have planted it).
    const planted = new Browser(server.url);
    planted.cookies.set('socios_sid', browser.cookies.get('__Host-socios_sid') ?? '');
    expect((await planted.call('GET', '/api/Socios/GetSocio')).status).toBe(401);
    expect((await browser.call('GET', '/api/Socios/GetSocio')).status).toBe(200);
  });

  it('end after their absolute lifetime however busy they are', async () => {
    const browser = new Browser(server.url);
    expect((await browser.login('otro', 'otro1234')).ok).toBe(true);
    expect((await browser.call('GET', '/api/Socios/GetSocio')).status).toBe(200);
    await server.db.query("UPDATE sessions SET created_at = now() - interval '12 hours 1 minute', last_seen = now() - interval '2 minutes'");
    expect((await browser.call('GET', '/api/Socios/GetSocio')).status).toBe(401);
  });

  it('read their lifetimes from SESSION_IDLE_MINUTES and SESSION_MAX_HOURS', () => {
    expect(loadConfig({})).toMatchObject({ sessionTtlSeconds: 480 * 60, sessionMaxSeconds: 12 * 3600 });
    expect(loadConfig({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '2' })).toMatchObject({
      sessionTtlSeconds: 1800,
      sessionMaxSeconds: 7200,
    });
  });
});

describe('logs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ logLines: true });
  });
  afterAll(() => server.close());

  it('never hold the password of the /login/{user}/{pwd} route nor a reset token', async () => {
    const browser = new Browser(server.url);
    await browser.call('GET', '/login/admin/Secreto-123');
    await browser.call('GET', '/restablecer-clave/TokenSecreto456');
    await browser.call('GET', '/api/Usuarios/ComprobarEnlacePwd/TokenSecreto789');
    const text = JSON.stringify(server.logLines);
    expect(server.logLines.some((l) => JSON.stringify(l).includes('/login/[oculto]/[oculto]'))).toBe(true);
    expect(text).not.toMatch(/Secreto-123|TokenSecreto/);
  });
});

describe('flags cut data too', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('EnSession hides news and document favourites once those permissions are revoked', async () => {
    const browser = await loggedIn(server.url);
    const before = await browser.api().Login.EnSession();
    expect(before.ok && before.favoritos.NoticiasFavoritas.length).toBeGreaterThan(0);
    expect(before.ok && before.favoritos.DocumentosFavoritos.length).toBeGreaterThan(0);
    await server.db.query("UPDATE users SET usr_perm_infos = false, usr_perm_documentos = false WHERE usr_clave = 'admin'");
    const after = await browser.api().Login.EnSession();
    expect(after.ok && after.favoritos.NoticiasFavoritas).toEqual([]);
    expect(after.ok && after.favoritos.DocumentosFavoritos).toEqual([]);
  });
});
