import { createHash } from 'node:crypto';
import { TOKEN_REFUSALS, type PaginaRegistroCambios, type TokenApi, type TokenApiCreado } from '@socios/api';
import { API_TOKEN_TEXTS } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_AUTH_TEXTS } from '../src/auth/requestUser';
import { demoOrderBody } from './support/orders';
import { type Browser, loggedIn, startTestServer, type TestServer } from './support/testServer';

// Personal API tokens (Mi Perfil › Acceso API) through HTTP on both databases: created with the session, used by a
// shop system with `Authorization: Bearer`, limited by scope and rate, revoked at once on every instance.

let server: TestServer;
let admin: Browser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await loggedIn(server.url, 'admin');
});
afterAll(() => server.close());

async function createToken(browser: Browser, body: { nombre: string; alcance: string; dias: number }): Promise<TokenApiCreado> {
  const res = await browser.call('POST', '/api/Usuarios/CrearTokenApi', { json: body });
  expect(res.status).toBe(200);
  const answer = res.json as { ok: boolean; valorRetorno: TokenApiCreado | null };
  expect(answer.ok).toBe(true);
  return answer.valorRetorno!;
}

/** A call as a shop system makes it: the token alone, no cookie, no X-Requested-With. */
async function withToken(token: string, method: string, path: string, json?: unknown, url = server.url) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? (JSON.parse(text) as unknown) : undefined };
}

async function auditLines(browser: Browser): Promise<PaginaRegistroCambios['filas']> {
  const res = await browser.call('POST', '/api/Usuarios/GetRegistroCambios', { json: { pag: 1 } });
  expect(res.status).toBe(200);
  return (res.json as { valorRetorno: PaginaRegistroCambios }).valorRetorno.filas;
}

describe('personal API tokens', () => {
  it('shows the token once and stores only its hash; the list never holds it', async () => {
    const created = await createToken(admin, { nombre: 'DMS mostrador', alcance: 'lectura', dias: 30 });
    expect(created.TOKEN).toMatch(/^pso_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ NOMBRE: 'DMS mostrador', ALCANCE: 'lectura', ULTIMO_USO: null, CADUCADO: false });
    const days = (Date.parse(created.CADUCA) - Date.parse(created.CREADO)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);

    const [row] = await server.db.query<{ hash: Buffer; whole: string }>(
      'SELECT tok_hash AS hash, row_to_json(t)::text AS whole FROM api_tokens t WHERE tok_id = $1',
      [created.ID],
    );
    expect(Buffer.from(row!.hash).equals(createHash('sha256').update(created.TOKEN).digest())).toBe(true);
    expect(row!.whole).not.toContain(created.TOKEN.slice(4));

    const list = await admin.call('GET', '/api/Usuarios/GetTokensApi');
    const tokens = (list.json as { valorRetorno: TokenApi[] }).valorRetorno;
    expect(tokens.map((t) => t.NOMBRE)).toContain('DMS mostrador');
    expect(list.text).not.toContain(created.TOKEN.slice(4));
  });

  it('refuses a wrong name, scope or lifetime with the Spanish text and stores nothing', async () => {
    const [before] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM api_tokens');
    for (const [body, text] of [
      [{ nombre: '  ', alcance: 'lectura', dias: 30 }, API_TOKEN_TEXTS.nameRequired],
      [{ nombre: 'DMS', alcance: 'todo', dias: 30 }, API_TOKEN_TEXTS.scopeInvalid],
      [{ nombre: 'DMS', alcance: 'lectura', dias: 0 }, API_TOKEN_TEXTS.daysInvalid],
      [{ nombre: 'DMS', alcance: 'pedidos', dias: 366 }, API_TOKEN_TEXTS.daysInvalid],
    ] as const) {
      const res = await admin.call('POST', '/api/Usuarios/CrearTokenApi', { json: body });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ ok: false, mensajeError: text, valorRetorno: null });
    }
    const [after] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM api_tokens');
    expect(after!.n).toBe(before!.n);
  });

  it('acts as its user with that user’s member and flags, without cookie or CSRF header, and notes its last use', async () => {
    const { TOKEN, ID } = await createToken(admin, { nombre: 'Lectura', alcance: 'lectura', dias: 5 });
    const res = await withToken(TOKEN, 'GET', '/api/Socios/GetSocio');
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.json)).toContain('Recambios Demo');
    const orders = await withToken(TOKEN, 'POST', '/api/Stocks/GetPedidos', { tipo: 'realizados', estado: null, pag: 1, maxRegistros: 10 });
    expect(orders.status).toBe(200);
    const [used] = await server.db.query<{ used: boolean }>('SELECT tok_ultimo_uso IS NOT NULL AS used FROM api_tokens WHERE tok_id = $1', [ID]);
    expect(used!.used).toBe(true);

    // socio has no permission flag: its token cannot read the news either.
    const socio = await loggedIn(server.url, 'socio');
    const socioToken = await createToken(socio, { nombre: 'Socio', alcance: 'lectura', dias: 5 });
    const news = await withToken(socioToken.TOKEN, 'POST', '/api/Noticias/GetListaNoticias', { pag: 1 });
    expect(news.status).toBe(403);
  });

  it('lectura changes nothing; pedidos places orders; neither manages users or tokens', async () => {
    const lectura = await createToken(admin, { nombre: 'Solo lectura', alcance: 'lectura', dias: 5 });
    const pedidos = await createToken(admin, { nombre: 'Pedidos DMS', alcance: 'pedidos', dias: 5 });
    const body = await demoOrderBody(server.db);
    const [before] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');

    const refused = await withToken(lectura.TOKEN, 'POST', '/api/Stocks/GenerarPedido', body);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ ok: false, mensajeError: TOKEN_REFUSALS.readOnly });
    const update = await withToken(pedidos.TOKEN, 'POST', '/api/Socios/UpdateSocio', { SOC_NOMBRE: 'Otro nombre' });
    expect(update.status).toBe(403);
    expect(update.json).toEqual({ ok: false, mensajeError: TOKEN_REFUSALS.notOrders });
    for (const token of [lectura.TOKEN, pedidos.TOKEN]) {
      const mint = await withToken(token, 'POST', '/api/Usuarios/CrearTokenApi', { nombre: 'Otro', alcance: 'pedidos', dias: 365 });
      expect(mint.status).toBe(403);
      expect(mint.json).toEqual({ ok: false, mensajeError: TOKEN_REFUSALS.notWithToken });
      expect((await withToken(token, 'GET', '/api/Usuarios/GetTokensApi')).status).toBe(403);
      expect((await withToken(token, 'POST', '/api/Usuarios/AddOrUpdateUsuario', { Accion: 2, USR_ID: 1 })).status).toBe(403);
    }
    const [unchanged] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(unchanged!.n).toBe(before!.n);

    const placed = await withToken(pedidos.TOKEN, 'POST', '/api/Stocks/GenerarPedido', body);
    expect(placed.status).toBe(200);
    const answer = placed.json as { codError: number; PedidoGenerado: string };
    expect(answer.codError).toBe(0);
    const lines = await auditLines(admin);
    expect(lines).toContainEqual(
      expect.objectContaining({
        REG_ACCION: 'Alta',
        REG_CAMPO: 'Pedido con token de API',
        REG_NUEVO: `Pedido ${answer.PedidoGenerado} con el token «Pedidos DMS»`,
      }),
    );
  });

  it('is 401 at once after a revoke (on another instance too) or past its expiry; both are in the change log', async () => {
    const token = await createToken(admin, { nombre: 'Para revocar', alcance: 'lectura', dias: 5 });
    const second = await startTestServer({ db: server.db });
    try {
      expect((await withToken(token.TOKEN, 'GET', '/api/Socios/GetSocio', undefined, second.url)).status).toBe(200);
      const revoke = await admin.call('POST', '/api/Usuarios/RevocarTokenApi', { json: { id: token.ID } });
      expect(revoke.json).toEqual({ ok: true, mensajeError: null });
      for (const url of [server.url, second.url]) {
        const res = await withToken(token.TOKEN, 'GET', '/api/Socios/GetSocio', undefined, url);
        expect(res.status).toBe(401);
        expect(res.json).toEqual({ ok: false, mensajeError: API_TOKEN_AUTH_TEXTS.invalid });
      }
    } finally {
      await second.app.close();
    }
    const list = (await admin.call('GET', '/api/Usuarios/GetTokensApi')).json as { valorRetorno: TokenApi[] };
    expect(list.valorRetorno.map((t) => t.ID)).not.toContain(token.ID);
    expect((await admin.call('POST', '/api/Usuarios/RevocarTokenApi', { json: { id: token.ID } })).status).toBe(404);

    const expiring = await createToken(admin, { nombre: 'Caduca', alcance: 'lectura', dias: 1 });
    await server.db.query("UPDATE api_tokens SET tok_caduca = now() - interval '1 second' WHERE tok_id = $1", [expiring.ID]);
    expect((await withToken(expiring.TOKEN, 'GET', '/api/Socios/GetSocio')).status).toBe(401);
    expect((await withToken('pso_not-a-token', 'GET', '/api/Socios/GetSocio')).status).toBe(401);

    const lines = await auditLines(admin);
    expect(lines).toContainEqual(
      expect.objectContaining({ REG_ACCION: 'Baja', REG_CAMPO: 'Token de API', REG_ANTERIOR: expect.stringContaining('«Para revocar»') }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ REG_ACCION: 'Alta', REG_CAMPO: 'Token de API', REG_NUEVO: expect.stringContaining('«Caduca»') }));
  });

  it('counts each token’s calls a minute: over the limit is 429 with Retry-After, other tokens unaffected', async () => {
    const limited = await startTestServer({ db: server.db, config: { apiTokenCallsPerMinute: 3 } });
    try {
      const busy = await createToken(admin, { nombre: 'Muy activo', alcance: 'lectura', dias: 5 });
      const calm = await createToken(admin, { nombre: 'Tranquilo', alcance: 'lectura', dias: 5 });
      for (let i = 0; i < 3; i++) expect((await withToken(busy.TOKEN, 'GET', '/api/Socios/GetSocio', undefined, limited.url)).status).toBe(200);
      const over = await withToken(busy.TOKEN, 'GET', '/api/Socios/GetSocio', undefined, limited.url);
      expect(over.status).toBe(429);
      expect(over.json).toEqual({ ok: false, mensajeError: API_TOKEN_AUTH_TEXTS.tooMany });
      const retry = Number(over.headers.get('retry-after'));
      expect(retry).toBeGreaterThanOrEqual(1);
      expect(retry).toBeLessThanOrEqual(60);
      expect((await withToken(calm.TOKEN, 'GET', '/api/Socios/GetSocio', undefined, limited.url)).status).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});
