import { CSRF_HEADER, CSRF_HEADER_VALUE, refuse } from '@socios/api';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../auth/apiTokens';
import { TEXTS } from './texts';

/**
 * Content-Security-Policy: scripts only from our origin (no inline scripts), no framing, no plugins; images also from
 * the maps' tile server when one is configured (MAP_TILE_URL).
 */
export function contentSecurityPolicy(imageOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // styled-components and Highcharts inject <style> and style attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy without a tile server. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route of the API (answers are never cached). */
    api?: boolean;
    /** The route changes state: the CSRF header is required. */
    csrf?: boolean;
  }
}

/**
 * Security headers on every answer, and the cross-site request forgery guard: a state-changing API call must
 * carry `X-Requested-With: XMLHttpRequest`, which a cross-site form or link cannot send (and a cross-site fetch
 * cannot send without a CORS preflight we never grant). Both are decided on the route the router matched (its
 * `config`), never on the raw URL, so that `/%61pi/…` or any other spelling of a path gets the same treatment.
 */
export function registerSecurity(app: FastifyInstance, options: { imageOrigins?: readonly string[] } = {}): void {
  const policy = contentSecurityPolicy(options.imageOrigins);
  app.addHook('onRequest', async (req, reply) => {
    if (!req.routeOptions.config?.csrf) return;
    // A call with a personal API token is authenticated by its Authorization: Bearer header alone (the cookie is not
    // read), which a browser never adds by itself to a request another site makes: there is no request to forge.
    if (bearerToken(req) !== undefined) return;
    if (req.headers[CSRF_HEADER.toLowerCase()] !== CSRF_HEADER_VALUE) {
      return reply.code(403).send(refuse(TEXTS.csrf));
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('Content-Security-Policy', policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // API answers are not stored, unless one declares its own caching (the shared supplier directory: ETag, no-cache).
    if ((req.routeOptions.config?.api || req.url.startsWith('/api/')) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
