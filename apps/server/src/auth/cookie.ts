import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/** Name of the session cookie over plain http (development, tests). */
export const SESSION_COOKIE = 'socios_sid';
/**
 * Name over https: the `__Host-` prefix makes the browser refuse it unless it is Secure, has Path=/ and no Domain,
 * so no sibling subdomain can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** Whether the portal is reached over https: PUBLIC_URL says so, or a trusted proxy reports `https`. */
export function isHttps(req: FastifyRequest, config: ServerConfig): boolean {
  return config.publicUrl.startsWith('https://') || req.protocol === 'https';
}

function cookieName(req: FastifyRequest, config: ServerConfig): string {
  return isHttps(req, config) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session id the browser sent (only the cookie name that fits the request's scheme counts). */
export function readSessionToken(req: FastifyRequest, config: ServerConfig): string | undefined {
  return req.cookies[cookieName(req, config)];
}

const cookieOptions = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax', secure }) as const;

/** Hands the browser a session id. */
export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, config: ServerConfig, token: string): void {
  reply.setCookie(cookieName(req, config), token, cookieOptions(isHttps(req, config)));
}

/** Makes the browser forget its session id. */
export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply, config: ServerConfig): void {
  reply.clearCookie(cookieName(req, config), cookieOptions(isHttps(req, config)));
}
