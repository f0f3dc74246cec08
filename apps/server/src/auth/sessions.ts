import { PERMISSION_COLUMNS, PERMISSIONS, type Permisos } from '@socios/api';
import type { Queryable } from '../db/db';
import type { ApiTokenUse } from './apiTokens';
import { newToken, tokenHash } from './tokens';

/** How long sessions live: idle time (sliding) and absolute lifetime from login. */
export interface SessionLifetime {
  /** Ends after this many seconds without a call. */
  sessionTtlSeconds: number;
  /** Ends this many seconds after login, however busy. */
  sessionMaxSeconds: number;
}

/** The logged-in user behind a request, as every handler with access 'session' receives it. */
export interface SessionUser {
  /** sha256 of the session id (the database key of the session). */
  idHash: Buffer;
  /** USR_ID. */
  userId: number;
  /** SOC_ID of the user's member company (ownership checks). */
  memberId: number;
  /** USR_ADMINISTRAR_CUENTAS. */
  admin: boolean;
  /** Permission flags. */
  permisos: Permisos;
  /** Set when the request came with a personal API token instead of the session cookie (auth/apiTokens.ts). */
  apiToken?: ApiTokenUse;
}

/** SQL list of the permission columns as booleans named after the permission ("Noticias", …). */
export const PERMISSION_SELECT = PERMISSIONS.map((p) => `u.${PERMISSION_COLUMNS[p].toLowerCase()} AS "${p}"`).join(', ');

type SessionRow = { user_id: number; member_id: number; admin: boolean; refresh: boolean } & Record<string, unknown>;

/** Builds Permisos from a row holding one boolean column per permission name. */
export function permisosFromRow(row: Record<string, unknown>): Permisos {
  return Object.fromEntries(PERMISSIONS.map((p) => [p, row[p] === true])) as Permisos;
}

/** Starts a session for a user and returns its cookie value (256 random bits; only its hash is stored). */
export async function createSession(
  db: Queryable,
  userId: number,
  meta: { ip: string; userAgent: string | undefined; lifetime: SessionLifetime },
): Promise<string> {
  const token = newToken();
  const { sessionTtlSeconds, sessionMaxSeconds } = meta.lifetime;
  await db.query(
    `INSERT INTO sessions (id_hash, user_id, expires_at, ip, user_agent)
     VALUES ($1, $2, now() + make_interval(secs => LEAST($3::float8, $6::float8)), $4, $5)`,
    [tokenHash(token), userId, sessionTtlSeconds, meta.ip, meta.userAgent?.slice(0, 300) ?? null, sessionMaxSeconds],
  );
  return token;
}

/**
 * Finds the live session of a cookie value. Sliding expiry: an active session is extended, written at most
 * once a minute so that busy users do not cause a write per request, and at once when it is about to end
 * (which also revives a session in its CloseConnections grace period); never beyond its absolute lifetime.
 */
export async function findSession(db: Queryable, token: string, lifetime: SessionLifetime): Promise<SessionUser | null> {
  if (!token || token.length > 100) return null;
  const idHash = tokenHash(token);
  const rows = await db.query<SessionRow>(
    `SELECT u.usr_id AS user_id, u.usr_id_socio AS member_id, u.usr_administrar_cuentas AS admin,
            (s.last_seen < now() - interval '60 seconds' OR s.expires_at < now() + interval '5 minutes') AS refresh,
            ${PERMISSION_SELECT}
       FROM sessions s JOIN users u ON u.usr_id = s.user_id
      WHERE s.id_hash = $1 AND s.expires_at > now() AND s.created_at > now() - make_interval(secs => $2)`,
    [idHash, lifetime.sessionMaxSeconds],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.refresh) {
    await db.query(
      `UPDATE sessions SET last_seen = now(),
              expires_at = LEAST(now() + make_interval(secs => $2), created_at + make_interval(secs => $3))
        WHERE id_hash = $1`,
      [idHash, lifetime.sessionTtlSeconds, lifetime.sessionMaxSeconds],
    );
  }
  return { idHash, userId: row.user_id, memberId: row.member_id, admin: row.admin, permisos: permisosFromRow(row) };
}

/** Ends the session of a cookie value (no-op for an unknown one). */
export async function endSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id_hash = $1', [tokenHash(token)]);
}

/** Lets a session end after a few seconds unless it is used again (the last tab closed; maybe a reload). */
export async function endSessionSoon(db: Queryable, token: string, graceSeconds: number): Promise<void> {
  await db.query('UPDATE sessions SET expires_at = LEAST(expires_at, now() + make_interval(secs => $2)) WHERE id_hash = $1', [tokenHash(token), graceSeconds]);
}

/** Ends every session of a user (after a password change). */
export async function endUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

/** Removes expired sessions, reset tokens and throttle entries (run at start-up and periodically). */
export async function purgeExpired(db: Queryable): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at < now()');
  await db.query("DELETE FROM password_resets WHERE expires_at < now() - interval '1 day'");
  await db.query("DELETE FROM login_usual_addresses WHERE last_success < now() - interval '180 days'");
  await db.query("DELETE FROM throttle WHERE (blocked_until IS NULL OR blocked_until < now()) AND window_start < now() - interval '1 day'");
}
