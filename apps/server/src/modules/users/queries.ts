import type { Usuario } from '@socios/api';
import { endUserSessions } from '../../auth/sessions';
import type { Db, Queryable } from '../../db/db';
import { USER_COLUMNS } from '../login';

/** A user with the member it belongs to, or null for an unknown id. */
export async function findUser(db: Queryable, userId: number): Promise<(Usuario & { member_id: number }) | null> {
  const rows = await db.query<Usuario & { member_id: number }>(
    `SELECT ${USER_COLUMNS}, u.usr_id_socio AS member_id FROM users u WHERE u.usr_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** The account with this e-mail address (case-insensitive), or null. */
export async function findUserByEmail(db: Queryable, email: string): Promise<{ usr_id: number; usr_nombre: string; usr_mail: string } | null> {
  const rows = await db.query<{ usr_id: number; usr_nombre: string; usr_mail: string }>(
    'SELECT usr_id, usr_nombre, usr_mail FROM users WHERE lower(usr_mail) = lower($1)',
    [email],
  );
  return rows[0] ?? null;
}

/** Stores a reset link's token hash for the user, valid for ttlSeconds. */
export async function insertPasswordReset(db: Queryable, hash: Buffer, userId: number, ttlSeconds: number): Promise<void> {
  await db.query(
    `INSERT INTO password_resets (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [hash, userId, ttlSeconds],
  );
}

/** Whether a reset link (by its token hash) is unused and not expired. */
export async function resetLinkUsable(db: Queryable, hash: Buffer): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [hash],
  );
  return rows.length > 0;
}

/**
 * Claims a reset link and sets the new password hash in one transaction, so that a link works exactly once; every
 * other link and session of the user ends. Answers the user's id, or undefined when the link is not usable.
 */
export function resetPassword(db: Db, hash: Buffer, passwordHash: string): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query<{ user_id: number }>(
      `UPDATE password_resets SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
      [hash],
    );
    const id = claimed[0]?.user_id;
    if (id === undefined) return undefined;
    await tx.query('UPDATE users SET usr_pwd_hash = $2 WHERE usr_id = $1', [id, passwordHash]);
    await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [id]);
    await endUserSessions(tx, id);
    return id;
  });
}
