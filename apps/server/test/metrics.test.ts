import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../src/jobs/queue';
import { Browser, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let guarded: TestServer;
const TOKEN = 'metricas-secretas-de-prueba';
beforeAll(async () => {
  server = await startTestServer();
  guarded = await startTestServer({ config: { metricsToken: TOKEN } });
});
afterAll(async () => {
  await server.close();
  await guarded.close();
});

/** The value of one series in a Prometheus text answer (undefined when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[3] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[4]);
  }
  return undefined;
}

async function metrics(url: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(`${url}/metrics`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('metrics', () => {
  it('count and time every call by its route template and status class, 4xx and 5xx apart', async () => {
    const anonymous = new Browser(server.url);
    const statuses: number[] = [];
    for (const token of ['abc123', 'zzz999']) statuses.push((await anonymous.call('GET', `/api/Usuarios/ComprobarEnlacePwd/${token}`)).status);
    expect((await anonymous.call('POST', '/api/Login/Validar', { json: { usuario: 'admin', pwd: 'admin1234' }, csrf: false })).status).toBe(403);
    await anonymous.call('GET', '/api/NoExiste/Nada');

    // A call is counted once its answer has gone out, which the caller may see a moment before.
    const unknown = async () => sample((await metrics(server.url)).text, 'socios_http_requests_total', { method: 'GET', route: '(sin ruta)', status: '4xx' });
    await expect.poll(unknown).toBe(1);
    const { status, type, text } = await metrics(server.url);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    const route = '/api/Usuarios/ComprobarEnlacePwd/:token';
    expect(statuses[0]).toBe(statuses[1]);
    const klass = `${Math.floor(statuses[0]! / 100)}xx`;
    expect(sample(text, 'socios_http_requests_total', { method: 'GET', route, status: klass })).toBe(2);
    expect(sample(text, 'socios_http_request_duration_seconds_count', { method: 'GET', route, status: klass })).toBe(2);
    expect(sample(text, 'socios_http_request_duration_seconds_bucket', { method: 'GET', route, status: klass, le: '+Inf' })).toBe(2);
    expect(text).not.toContain('abc123');
    expect(sample(text, 'socios_http_requests_total', { method: 'POST', route: '/api/Login/Validar', status: '4xx' })).toBe(1);
    expect(text).not.toContain('NoExiste');
  });

  it('report the database connections, the job queue by state, process memory and event-loop lag', async () => {
    // A queue of this test's own on the server's database: one job held active, one waiting, one failed for good.
    const queue = await JobQueue.start(server.db, { error: () => {} });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await queue.work<{ fail: boolean }>('metrics-probe', { expireInSeconds: 60, retryLimit: 0, retryDelay: 0, pollingIntervalSeconds: 0.5 }, async (data) => {
      if (data.fail) throw new Error('the probe fails on purpose');
      await held;
    });
    await queue.send('metrics-probe', { fail: true });
    const failed = async () => sample((await metrics(server.url)).text, 'socios_jobs', { queue: 'metrics-probe', state: 'failed' });
    await expect.poll(failed, { timeout: 60_000 }).toBe(1);
    await queue.send('metrics-probe', { fail: false });
    await queue.send('metrics-probe', { fail: false });
    const state = async (s: string) => sample((await metrics(server.url)).text, 'socios_jobs', { queue: 'metrics-probe', state: s });
    await expect.poll(() => state('active'), { timeout: 60_000 }).toBe(1);
    expect(await state('created')).toBe(1);
    release();
    await queue.stop(5);

    const { text } = await metrics(server.url);
    const inUse = sample(text, 'socios_db_connections', { state: 'in_use' });
    const idle = sample(text, 'socios_db_connections', { state: 'idle' });
    expect(inUse).toBeGreaterThanOrEqual(0);
    expect(idle).toBeGreaterThanOrEqual(0);
    if (server.db.kind === 'pglite') expect((inUse ?? 0) + (idle ?? 0)).toBe(1);
    expect(sample(text, 'socios_db_waiting')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'socios_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'socios_nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'socios_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it("count the session cache's change notifications: a change to a user is heard, whoever made it", async () => {
    const notified = async () => sample((await metrics(server.url)).text, 'socios_session_cache_drops_total', { reason: 'notified' });
    const before = await notified();
    expect(before).toBeGreaterThanOrEqual(0);
    expect(sample((await metrics(server.url)).text, 'socios_session_cache_drops_total', { reason: 'expired' })).toBeGreaterThanOrEqual(0);
    // A change written straight to the database, as another instance would: the trigger's notification is counted.
    await server.db.query("UPDATE users SET usr_nombre = usr_nombre || '' WHERE usr_clave = 'socio'");
    expect(await notified()).toBeGreaterThan(before ?? Infinity);
  });

  it('answer loopback callers and the bearer of METRICS_TOKEN; anyone else finds nothing (404) or is refused (401)', async () => {
    const outside = { remoteAddress: '203.0.113.7' };
    // Without METRICS_TOKEN: loopback only.
    expect((await server.app.inject({ url: '/metrics', ...outside })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/metrics', ...outside, headers: { authorization: 'Bearer adivinado' } })).statusCode).toBe(404);
    expect((await metrics(server.url)).status).toBe(200);
    // With it: the bearer from anywhere; a missing or wrong token is refused, even on loopback for a wrong one.
    const ok = await guarded.app.inject({ url: '/metrics', ...outside, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('socios_http_requests_total');
    expect((await guarded.app.inject({ url: '/metrics', ...outside })).statusCode).toBe(401);
    expect((await guarded.app.inject({ url: '/metrics', ...outside, headers: { authorization: 'Bearer adivinado' } })).statusCode).toBe(401);
    expect((await metrics(guarded.url, { Authorization: 'Bearer adivinado' })).status).toBe(401);
    expect((await metrics(guarded.url)).status).toBe(200);
  });

  it('count a 5xx: the health check while the database is gone', async () => {
    const doomed = await startTestServer({ config: { closeGraceSeconds: 0 } });
    try {
      await doomed.db.close();
      expect((await fetch(`${doomed.url}/health`)).status).toBe(503);
      const failures = async () => sample((await metrics(doomed.url)).text, 'socios_http_requests_total', { method: 'GET', route: '/health', status: '5xx' });
      await expect.poll(failures).toBe(1);
    } finally {
      await doomed.close().catch(() => {});
    }
  });
});
