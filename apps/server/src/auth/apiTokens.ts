import { API_TOKEN_PREFIX, type ApiTokenScope } from '@socios/domain';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { PERMISSION_SELECT, permisosFromRow, type SessionUser } from './sessions';
import { newToken, tokenHash } from './tokens';

/**
 * Personal API tokens (migration 0024): `Authorization: Bearer pso_…` acts as the token's user, with that user's
 * permission flags and member as they are at the moment of the call. Only the token's sha256 is stored. Every call
 * reads the token's row (no cache), so a revoke, an expiry or a change of the user's flags counts at once on every
 * instance; the last use is written at most once a minute.
 */

/** The token behind a request, as the session of that request carries it. */
export interface ApiTokenUse {
  /** tok_id. */
  id: number;
  /** The name the user gave it (the change log names it). */
  name: string;
  /** What it may do. */
  scope: ApiTokenScope;
}

/** A new token: the text given once to the user, and the hash stored. */
export function newApiToken(): { token: string; hash: Buffer } {
  const token = `${API_TOKEN_PREFIX}${newToken()}`;
  return { token, hash: tokenHash(token) };
}

/**
 * The bearer token of a request: undefined without an Authorization header of scheme Bearer (another scheme, e.g. a
 * proxy's Basic credentials, is not ours); the token otherwise (empty when malformed, which finds no token).
 */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header === undefined || !/^Bearer(\s|$)/i.test(header)) return undefined;
  const match = /^Bearer[ \t]+(\S{1,200})[ \t]*$/i.exec(header);
  return match?.[1] ?? '';
}

type TokenRow = { token_id: number; token_name: string; scope: ApiTokenScope; refresh: boolean; user_id: number; member_id: number; admin: boolean } & Record<
  string,
  unknown
>;

/** The user a live token acts as (null for an unknown, revoked or expired token). */
export async function findApiToken(db: Queryable, token: string): Promise<SessionUser | null> {
  if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 200) return null;
  const hash = tokenHash(token);
  const [row] = await db.query<TokenRow>(
    `SELECT t.tok_id AS token_id, t.tok_nombre AS token_name, t.tok_alcance AS scope,
            (t.tok_ultimo_uso IS NULL OR t.tok_ultimo_uso < now() - interval '60 seconds') AS refresh,
            u.usr_id AS user_id, u.usr_id_socio AS member_id, u.usr_administrar_cuentas AS admin, ${PERMISSION_SELECT}
       FROM api_tokens t JOIN users u ON u.usr_id = t.tok_id_usuario
      WHERE t.tok_hash = $1 AND t.tok_revocado IS NULL AND t.tok_caduca > now()`,
    [hash],
  );
  if (!row) return null;
  if (row.refresh) await db.query('UPDATE api_tokens SET tok_ultimo_uso = now() WHERE tok_id = $1', [row.token_id]);
  return {
    idHash: hash,
    userId: row.user_id,
    memberId: row.member_id,
    admin: row.admin,
    permisos: permisosFromRow(row),
    apiToken: { id: row.token_id, name: row.token_name, scope: row.scope },
  };
}
