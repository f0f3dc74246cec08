import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { contract } from '@socios/api';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TrustProxy } from './config';
import { EventBus } from './events/bus';
import { registerEvents } from './events/stream';
import { handlers } from './handlers';
import { registerApiDocs } from './http/apiDocs';
import type { BaseServices, Services } from './http/context';
import { registerErrorHandler } from './http/errors';
import { logSerializers } from './http/logging';
import { registerMetrics } from './http/metrics';
import { registerContract } from './http/register';
import { registerSecurity } from './http/security';
import { registerPortal } from './http/spa';
import { JobQueue } from './jobs/queue';
import { CAMPAIGN_SEND_DEFAULTS, CampaignSender, type CampaignSendSettings } from './modules/mailings';
import { registerAdmin } from './ops/admin';

/** Options of the HTTP application. */
export interface AppOptions {
  /** Logging (pino): level and optionally where the JSON lines go (stdout by default); false for none. */
  logger?: false | { level: string; stream?: { write(line: string): void } };
  /** Check every JSON answer against the contract (tests). */
  validateResponses?: boolean;
  /** Timings of the campaign send (tests shorten them). */
  campaignSend?: CampaignSendSettings;
  /** The token of this run's POST /admin/backup (the embedded database's backup while running; see ops/admin.ts). */
  adminToken?: string;
}

/** Version of the API in its OpenAPI document. */
const API_VERSION = '1.0.0';

/** Smallest answer worth compressing, in bytes. */
export const COMPRESS_THRESHOLD = 1024;

/** Largest request body accepted by default (1 MiB); endpoints that take files declare their own limit. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Fastify's trustProxy for our setting. A hop count becomes a function: Fastify 5 reads a plain number as "trust no
 * one" (it cannot check the peer), while we mean "the nearest N addresses are our proxies" (Express's meaning).
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
  }
  return trust.addresses.join(',');
}

/** Builds the HTTP application: the API of the contract under /api, the health check and the built portal. */
export async function buildApp(base: BaseServices, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { ...options.logger, serializers: logSerializers } : false,
    trustProxy: fastifyTrustProxy(base.config.trustProxy),
    bodyLimit: DEFAULT_BODY_LIMIT,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  });
  app.addHook('onClose', () => base.sessions.close());
  // Which instance answered, for whoever runs several behind a load balancer (INSTANCE).
  app.addHook('onRequest', (_req, reply, done) => {
    reply.header('x-instance', base.config.instance);
    done();
  });
  // The background jobs (campaign sends): a stopping server hands its job back (retried here after a restart or by
  // another instance) after the message being sent; the queue waits for that before the database closes.
  const jobs = await JobQueue.start(base.db, { error: (obj, msg) => app.log.error(obj, msg) });
  const services: Services = { ...base, jobs };
  const sender = new CampaignSender(
    base.db,
    base.mailer,
    jobs,
    options.campaignSend ?? { ...CAMPAIGN_SEND_DEFAULTS, leaseSeconds: base.config.campaignSendLeaseSeconds },
  );
  app.addHook('preClose', async () => sender.beginStop());
  app.addHook('onClose', () => jobs.stop(base.config.closeGraceSeconds));
  app.addHook('onReady', () => sender.start());
  await app.register(fastifyCookie);
  // JSON answers and pages above 1 KiB travel compressed (brotli at a quality cheap enough for every request, or
  // gzip); hashed assets are precompressed at build time and served as they are (spa.ts).
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerSecurity(app, { imageOrigins: services.config.mapTiles ? [services.config.mapTiles.origin] : [] });
  registerErrorHandler(app);
  registerMetrics(app, services);
  registerContract(app, contract, handlers, services, { validateResponses: options.validateResponses ?? false });
  if (options.adminToken) registerAdmin(app, { db: base.db, dataDir: base.config.dataDir, token: options.adminToken });
  // Live events: one listening connection per instance, closed after the streams it feeds.
  const bus = await EventBus.start(base.db, {
    error: (obj: object, msg: string) => app.log.error(obj, msg),
    warn: (obj: object, msg: string) => app.log.warn(obj, msg),
  });
  app.addHook('onClose', () => bus.close());
  await registerEvents(app, services, bus);
  registerApiDocs(app, API_VERSION);

  app.get('/health', async (_req, reply) => {
    try {
      await services.db.query('SELECT 1');
      return { status: 'ok', database: services.db.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: services.db.kind });
    }
  });

  await registerPortal(app, services.config.portalDir);
  return app;
}
