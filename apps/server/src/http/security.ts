import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@socios/api';
import type { FastifyInstance } from 'fastify';
import { TEXTS } from './texts';

/** Content-Security-Policy: scripts only from our origin (no inline scripts), no framing, no plugins. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // styled-components and Highcharts inject <style> and style attributes at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * Security headers on every answer, and the cross-site request forgery guard: a state-changing API call must
 * carry `X-Requested-With: XMLHttpRequest`, which a cross-site form cannot send (and a cross-site fetch cannot
 * send without a CORS preflight we never grant).
 */
export function registerSecurity(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!UNSAFE_METHODS.has(req.method) || !req.url.startsWith('/api/')) return;
    if (req.headers[CSRF_HEADER.toLowerCase()] !== CSRF_HEADER_VALUE) {
      return reply.code(403).send({ ok: false, mensajeError: TEXTS.csrf });
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (req.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
