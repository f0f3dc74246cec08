import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../http/context';
import { HttpError } from '../http/context';
import { bearerToken, findApiToken } from './apiTokens';
import { readSessionToken } from './cookie';
import type { SessionUser } from './sessions';
import { takeRate } from './throttle';

/** Spanish texts of a refused personal API token. */
export const API_TOKEN_AUTH_TEXTS = {
  invalid: 'El token de API no es válido, ha caducado o ha sido revocado.',
  tooMany: 'Demasiadas llamadas con este token de API: espere un momento y vuelva a intentarlo.',
} as const;

/**
 * Who is calling: with `Authorization: Bearer …` the personal API token's user (the cookie is then not read at all),
 * else the session of the cookie, else nobody. A bearer token that is unknown, revoked or expired is 401 whatever
 * the call; a token over its calls a minute is 429 with Retry-After (counted in the database, shared by every
 * instance).
 */
export async function requestUser(req: FastifyRequest, reply: FastifyReply, services: Services): Promise<SessionUser | null> {
  const bearer = bearerToken(req);
  if (bearer === undefined) {
    const token = readSessionToken(req, services.config);
    return token ? services.sessions.find(token) : null;
  }
  const user = await findApiToken(services.db, bearer);
  if (!user?.apiToken) throw new HttpError(401, API_TOKEN_AUTH_TEXTS.invalid);
  const rate = await takeRate(services.db, `api-token:${user.apiToken.id}`, services.config.apiTokenCallsPerMinute, 60);
  if (!rate.allowed) {
    reply.header('Retry-After', String(rate.retryAfterSeconds));
    throw new HttpError(429, API_TOKEN_AUTH_TEXTS.tooMany);
  }
  return user;
}
