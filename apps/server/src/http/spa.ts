import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { PORTAL_ROUTE_SEGMENTS, refuse } from '@socios/api';
import type { FastifyInstance } from 'fastify';
import { TEXTS } from './texts';

/** First path segments of the portal's routes (the contract's list, which the portal's features test checks). */
export const SPA_ROUTES: ReadonlySet<string> = new Set(PORTAL_ROUTE_SEGMENTS);

/**
 * Serves the built portal: hashed assets with a long cache (precompressed brotli or gzip when the browser takes it), and index.html for every route of the portal
 * (status 200 on a known route, 404 elsewhere so that crawlers and monitors see the portal's 404 page as one).
 * Unknown /api paths answer a JSON 404.
 */
export async function registerPortal(app: FastifyInstance, portalDir: string | undefined): Promise<void> {
  const indexHtml = portalDir ? readFileSync(join(portalDir, 'index.html')) : undefined;
  if (portalDir) {
    await app.register(fastifyStatic, {
      root: portalDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/portal/vite.config.ts): sent as they are when accepted.
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || !indexHtml || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send(refuse(TEXTS.notFound));
    }
    const segment = path.split('/')[1] ?? '';
    return reply
      .code(SPA_ROUTES.has(segment) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
