import { API_TOKENS_LISTED, type TokenApi } from '@socios/api';
import { API_TOKEN_SCOPE_LABELS, type ApiTokenScope, auditUserName, formatGroupDateTime } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { writeAudit } from '../users';

/** SELECT list of a token as Mi Perfil lists it; dates ISO 8601 in UTC. */
const TOKEN_COLUMNS = `tok_id AS "ID", tok_nombre AS "NOMBRE", tok_alcance AS "ALCANCE",
  to_char(tok_creado AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "CREADO",
  to_char(tok_ultimo_uso AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "ULTIMO_USO",
  to_char(tok_caduca AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "CADUCA",
  (tok_caduca <= now()) AS "CADUCADO"`;

/** A user's tokens not revoked, newest first (the most recent API_TOKENS_LISTED: expired ones stay until revoked). */
export function tokensOf(db: Queryable, userId: number): Promise<TokenApi[]> {
  return db.query<TokenApi>(
    `SELECT ${TOKEN_COLUMNS} FROM api_tokens WHERE tok_id_usuario = $1 AND tok_revocado IS NULL ORDER BY tok_id DESC LIMIT ${API_TOKENS_LISTED}`,
    [userId],
  );
}

/** Locks a user's row until the transaction ends, so that two creations at once cannot both pass the count. */
export async function lockUser(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT 1 FROM users WHERE usr_id = $1 FOR UPDATE', [userId]);
}

/** How many live tokens a user holds. */
export async function liveTokenCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM api_tokens WHERE tok_id_usuario = $1 AND tok_revocado IS NULL AND tok_caduca > now()',
    [userId],
  );
  return row?.n ?? 0;
}

/** Stores a new token (its hash) and answers its listing. */
export async function insertToken(db: Queryable, token: { userId: number; name: string; scope: ApiTokenScope; days: number; hash: Buffer }): Promise<TokenApi> {
  const [row] = await db.query<TokenApi>(
    `INSERT INTO api_tokens (tok_id_usuario, tok_nombre, tok_alcance, tok_hash, tok_caduca)
     VALUES ($1, $2, $3, $4, now() + make_interval(days => $5)) RETURNING ${TOKEN_COLUMNS}`,
    [token.userId, token.name, token.scope, token.hash, token.days],
  );
  if (!row) throw new Error('insertToken: the token was not stored');
  return row;
}

/** Revokes one of a user's live tokens; its name and scope, or null when the user has no such token. */
export async function revokeToken(db: Queryable, userId: number, id: number): Promise<{ name: string; scope: ApiTokenScope } | null> {
  const [row] = await db.query<{ name: string; scope: ApiTokenScope }>(
    `UPDATE api_tokens SET tok_revocado = now() WHERE tok_id = $1 AND tok_id_usuario = $2 AND tok_revocado IS NULL
     RETURNING tok_nombre AS name, tok_alcance AS scope`,
    [id, userId],
  );
  return row ?? null;
}

/** What a token is in a line of the change log: «name» (scope). */
export function tokenLabel(name: string, scope: ApiTokenScope): string {
  return `«${name}» (${API_TOKEN_SCOPE_LABELS[scope]})`;
}

/**
 * Writes one line about a token to the member's change log ('Registro de cambios'), by and about the token's user:
 * created (Alta), revoked (Baja), or an order placed with it (Alta of 'Pedido').
 */
export async function auditTokenLine(
  tx: Queryable,
  userId: number,
  line: { action: 'Alta' | 'Baja'; field: string; before: string | null; after: string | null },
): Promise<void> {
  const [user] = await tx.query<{ member_id: number; USR_NOMBRE: string; USR_APELLIDOS: string; USR_CLAVE: string }>(
    `SELECT usr_id_socio AS member_id, usr_nombre AS "USR_NOMBRE", coalesce(usr_apellidos, '') AS "USR_APELLIDOS", usr_clave AS "USR_CLAVE"
       FROM users WHERE usr_id = $1`,
    [userId],
  );
  if (!user) return;
  const name = auditUserName(user);
  await writeAudit(tx, {
    memberId: user.member_id,
    authorId: userId,
    author: name,
    userId,
    user: name,
    action: line.action,
    changes: [{ field: line.field, before: line.before, after: line.after }],
  });
}

/** The change log's value of a token's expiry. */
export function expiryText(iso: string): string {
  return `caduca ${formatGroupDateTime(iso)}`;
}
