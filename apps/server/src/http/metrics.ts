import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { bearerToken, sameSecret } from '../ops/admin';
import type { Services } from './context';

/**
 * GET /metrics in Prometheus' text format (prom-client): every call's count and latency by route template, the
 * database connections, the job queue, and Node's process metrics (memory, CPU, event-loop lag). Open to loopback
 * callers, and to anyone presenting METRICS_TOKEN as a bearer token; to anyone else it does not exist (404), and a
 * wrong token is refused (401). Each application has its own registry, so that several in one process (tests) do not
 * mix their figures.
 */

/** Label of requests no route matched (unknown paths, the portal's pages): one series, never the raw URL. */
const NO_ROUTE = '(sin ruta)';

/** Latency buckets in seconds: from a cached read to a slow export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

/** Whether a caller may read the metrics: 'yes', 'wrong token' (401) or 'hidden' (404). */
function access(req: FastifyRequest, token: string | undefined): 'yes' | 'wrong token' | 'hidden' {
  const presented = bearerToken(req);
  if (presented !== undefined) {
    if (token !== undefined && sameSecret(presented, token)) return 'yes';
    return token === undefined && !isLoopback(req.ip) ? 'hidden' : 'wrong token';
  }
  if (isLoopback(req.ip)) return 'yes';
  return token === undefined ? 'hidden' : 'wrong token';
}

/** Registers the metrics' hooks and GET /metrics. */
export function registerMetrics(app: FastifyInstance, services: Services): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'socios_' });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'socios_http_requests_total',
    help: 'Peticiones HTTP atendidas, por método, plantilla de ruta y clase de estado (2xx, 3xx, 4xx, 5xx)',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'socios_http_request_duration_seconds',
    help: 'Tiempo de respuesta de las peticiones HTTP, por método, plantilla de ruta y clase de estado',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const labels = {
      method: req.method,
      route: req.routeOptions.url ?? NO_ROUTE,
      status: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const { db, jobs } = services;
  new Gauge({
    name: 'socios_db_connections',
    help: 'Conexiones a la base de datos, por estado (in_use, idle); PGlite tiene una sola',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.inUse);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'socios_db_waiting',
    help: 'Consultas que esperan una conexión libre a la base de datos',
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (stats) this.set(stats.waiting);
    },
  });
  new Gauge({
    name: 'socios_jobs',
    help: 'Trabajos de la cola (todas las instancias), por cola y estado: created y retry esperan, active en curso, failed fallidos',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const { queue, state, count } of await jobs.counts()) this.set({ queue, state }, count);
      } catch (err) {
        // The database unreachable: the other figures (the errors it causes among them) still answer.
        app.log.warn({ err }, 'metrics: job counts unavailable');
      }
    },
  });
  new Counter({
    name: 'socios_session_cache_drops_total',
    help: 'Descartes en la caché de sesiones, por motivo: notified (aviso de un cambio de usuario desde la base de datos) o expired (entrada caducada y leída de nuevo)',
    labelNames: ['reason'],
    registers: [registry],
    collect() {
      const { notified, expired } = services.sessions.stats();
      this.reset();
      this.inc({ reason: 'notified' }, notified);
      this.inc({ reason: 'expired' }, expired);
    },
  });
  app.get('/metrics', async (req, reply) => {
    const allowed = access(req, services.config.metricsToken);
    if (allowed === 'hidden') return reply.callNotFound();
    if (allowed === 'wrong token')
      return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ ok: false, mensajeError: 'Token de métricas no válido.' });
    const text = await registry.metrics();
    return reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store').send(text);
  });
}
