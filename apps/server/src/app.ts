import fastifyCookie from '@fastify/cookie';
import { contract } from '@socios/api';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { handlers } from './handlers';
import type { Services } from './http/context';
import { registerErrorHandler } from './http/errors';
import { registerContract } from './http/register';
import { registerSecurity } from './http/security';
import { registerPortal } from './http/spa';

/** Options of the HTTP application. */
export interface AppOptions {
  /** Fastify logger settings (pino); false for none. */
  logger?: FastifyServerOptions['logger'];
  /** Check every JSON answer against the contract (tests). */
  validateResponses?: boolean;
}

/** Largest request body accepted by default (1 MiB); endpoints that take files declare their own limit. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Builds the HTTP application: the API of the contract under /api, the health check and the built portal. */
export async function buildApp(services: Services, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: services.config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  });
  app.addHook('onClose', () => services.sessions.close());
  await app.register(fastifyCookie);
  registerSecurity(app);
  registerErrorHandler(app);
  registerContract(app, contract, handlers, services, { validateResponses: options.validateResponses ?? false });

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
