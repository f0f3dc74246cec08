import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { ApiError, CONNECTION_ERROR_TEXT, createApiClient } from '@socios/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { Browser, startTestServer, type TestServer } from './support/testServer';
import { scratchDir } from './support/scratch';

let server: TestServer;
let portalDir: string;
const BIG_ASSET = `export const lista = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `recambio-${i}`))};`;
beforeAll(async () => {
  portalDir = scratchDir('socios-portal-');
  mkdirSync(join(portalDir, 'assets'));
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><html lang="es"><title>Portal Socios</title></html>');
  writeFileSync(join(portalDir, 'assets', 'app-1234.js'), 'console.log(1)');
  // A precompressed asset as the portal's build writes it: the file, its .br and its .gz.
  writeFileSync(join(portalDir, 'assets', 'big-5678.js'), BIG_ASSET);
  writeFileSync(join(portalDir, 'assets', 'big-5678.js.br'), brotliCompressSync(BIG_ASSET));
  writeFileSync(join(portalDir, 'assets', 'big-5678.js.gz'), gzipSync(BIG_ASSET));
  server = await startTestServer({ config: { portalDir } });
});
afterAll(async () => {
  await server.close();
  rmSync(portalDir, { recursive: true, force: true });
});

const SPANISH_ERROR = { ok: false, mensajeError: expect.any(String) };

describe('bad input gets a clear 4xx JSON answer and changes nothing', () => {
  it('malformed JSON → 400 in Spanish, no stack trace', async () => {
    const res = await new Browser(server.url).call('POST', '/api/Login/Validar', { raw: '{"usuario": "admin",' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ ok: false, mensajeError: 'El cuerpo de la petición no es un JSON válido.' });
    expect(res.text).not.toMatch(/at |Error:|stack/);
  });

  it('wrong types → 400 naming the field', async () => {
    const res = await new Browser(server.url).call('POST', '/api/Login/Validar', { json: { usuario: 5, pwd: 'x' } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ ok: false, mensajeError: 'La petición no es válida: revise el campo «usuario».' });
  });

  it('missing fields and missing body → 400', async () => {
    const browser = new Browser(server.url);
    expect((await browser.call('POST', '/api/Login/Validar', { json: { usuario: 'admin' } })).status).toBe(400);
    expect((await browser.call('POST', '/api/Login/Validar')).status).toBe(400);
    expect((await browser.call('POST', '/api/Login/Validar', { raw: '' })).status).toBe(400);
  });

  it('wrong types through the typed client surface as a 400 ApiError', async () => {
    const api = new Browser(server.url).api();
    const err = await api.Usuarios.RecuperarPwd({ email: 'x'.repeat(300) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, kind: 'bad-request' });
  });

  it('an oversize body → 413, and nothing is sent', async () => {
    const before = server.outbox().length;
    const res = await new Browser(server.url).call('POST', '/api/Usuarios/RecuperarPwd', {
      raw: JSON.stringify({ email: 'a@b.es', relleno: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ ok: false, mensajeError: 'La petición es demasiado grande.' });
    expect(server.outbox().length).toBe(before);
  });

  it('a body that is not JSON → 415', async () => {
    const res = await new Browser(server.url).call('POST', '/api/Login/Validar', {
      raw: 'usuario=admin&pwd=admin1234',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect(res.json).toEqual(SPANISH_ERROR);
  });

  it('an unknown API route → JSON 404; a wrong method → JSON 404', async () => {
    const browser = new Browser(server.url);
    const res = await browser.call('GET', '/api/Nada/Inexistente');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ ok: false, mensajeError: 'Recurso no encontrado.' });
    expect((await browser.call('DELETE', '/api/Login/Validar')).status).toBe(404);
  });

  it('keeps serving after all of that', async () => {
    const res = await new Browser(server.url).call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok', database: process.env.TEST_DB });
  });
});

describe('cross-site request forgery', () => {
  it('refuses a POST without X-Requested-With with 403, and does nothing', async () => {
    const before = server.outbox().length;
    const browser = new Browser(server.url);
    const res = await browser.call('POST', '/api/Usuarios/RecuperarPwd', { json: { email: 'admin@recambiosdemo.es' }, csrf: false });
    expect(res.status).toBe(403);
    expect(res.json).toEqual(SPANISH_ERROR);
    expect(server.outbox().length).toBe(before);
    const login = await browser.call('POST', '/api/Login/Validar', { json: { usuario: 'admin', pwd: 'admin1234' }, csrf: false });
    expect(login.status).toBe(403);
    expect(browser.cookies.size).toBe(0);
  });
});

describe('security headers and the portal', () => {
  it('sends the security headers on API answers', async () => {
    const res = await new Browser(server.url).call('GET', '/api/Login/EnSession');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('serves index.html for the routes of the portal, 404 elsewhere, and hashed assets with a long cache', async () => {
    const browser = new Browser(server.url);
    for (const path of ['/', '/login', '/noticias/12', '/estudiosMercado', '/restablecer-clave/abc']) {
      const res = await browser.call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain('<title>Portal Socios</title>');
      expect(res.headers.get('content-security-policy')).toBeTruthy();
    }
    const unknown = await browser.call('GET', '/no-existe');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<title>Portal Socios</title>');
    const asset = await browser.call('GET', '/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
  });
});

describe('shared call conventions of the client against the real server', () => {
  it('a 500 becomes "Error de servidor" without details', async () => {
    const broken = await startTestServer();
    const browser = new Browser(broken.url);
    expect((await browser.login('admin', 'admin1234')).ok).toBe(true);
    await broken.db.close();
    const raw = await browser.call('GET', '/api/Socios/GetSocio');
    expect(raw.status).toBe(500);
    expect(raw.json).toEqual({ ok: false, mensajeError: 'Error de servidor' });
    await expect(browser.api().Socios.GetSocio()).rejects.toMatchObject({ status: 500, message: 'Error de servidor' });
    await broken.app.close();
  });

  it('an unreachable server gives the connection text', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:9/api' });
    await expect(api.Login.EnSession()).rejects.toMatchObject({ status: 0, kind: 'network', message: CONNECTION_ERROR_TEXT });
  });
});

describe('compression and caching', () => {
  const get = (path: string, encoding: string, cookie = '') =>
    fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': encoding, Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest' } });

  it('compresses JSON answers above 1 KiB (brotli or gzip) to the same JSON, and leaves small ones alone', async () => {
    const browser = new Browser(server.url);
    await browser.login('admin', 'admin1234');
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const plain = await get('/api/Login/EnSession', 'identity', cookie);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const body = await plain.json();
    expect(JSON.stringify(body).length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/api/Login/EnSession', encoding, cookie);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual(body);
    }
    const small = await get('/health', 'br, gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it("sends the build's precompressed asset as it is, with a year-long immutable cache; index.html is revalidated", async () => {
    for (const [encoding, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await get('/assets/big-5678.js', encoding);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding'), encoding).toBe(expected);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await res.text()).toBe(BIG_ASSET);
    }
    const page = await get('/login', 'br, gzip');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('X-Instance names the instance that answered', () => {
  it('on every answer: API, refusal, unknown route, health and portal file', async () => {
    const browser = new Browser(server.url);
    const answers = [
      await browser.call('POST', '/api/Login/Validar', { json: { usuario: 'admin', pwd: 'admin1234' } }),
      await browser.call('POST', '/api/Login/Validar', { raw: '{' }),
      await browser.call('GET', '/api/No/Existe'),
      await browser.call('GET', '/health'),
      await browser.call('GET', '/assets/app-1234.js'),
    ];
    for (const res of answers) expect(res.headers.get('x-instance')).toBe(server.config.instance);
  });

  it('is INSTANCE, or the host name and port', () => {
    expect(loadConfig({ INSTANCE: 's2', PORT: '3002' }).instance).toBe('s2');
    expect(loadConfig({ PORT: '3002' }).instance).toBe(`${hostname()}:3002`);
  });
});
