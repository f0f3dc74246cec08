import { PERMISSION_COLUMN_NAMES, type PermissionColumn, type Usuario } from '@socios/api';
import { auditUserName, userAuditChanges } from '@socios/domain';
import { endUserSessions } from '../../auth/sessions';
import type { Db, Queryable } from '../../db/db';
import { USER_COLUMNS } from '../login';
import { auditedUser } from './audit';
import { writeAudit } from './audit.queries';

/** A user with the member it belongs to, or null for an unknown id. */
export async function findUser(db: Queryable, userId: number): Promise<(Usuario & { member_id: number }) | null> {
  const rows = await db.query<Usuario & { member_id: number }>(`SELECT ${USER_COLUMNS}, u.usr_id_socio AS member_id FROM users u WHERE u.usr_id = $1`, [
    userId,
  ]);
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
  const rows = await db.query('SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()', [hash]);
  return rows.length > 0;
}

/**
 * Claims a reset link and sets the new password hash in one transaction, so that a link works exactly once; every
 * other link and session of the user ends, and the change is written to the audit log. Answers the user's id, or
 * undefined when the link is not usable.
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
    // The log of the user's member says who changed the password: the user, through a recovery link.
    const user = await findUser(tx, id);
    if (user) {
      await writeAudit(tx, {
        memberId: user.member_id,
        authorId: id,
        author: auditUserName(user),
        userId: id,
        user: `${user.USR_NOMBRE} ${user.USR_APELLIDOS}`.trim(),
        action: 'Modificación',
        changes: userAuditChanges(auditedUser(user), auditedUser(user), true),
      });
    }
    return id;
  });
}

/** The users of a member, by name (then surnames and id, so that equal names keep one order). */
export function memberUsers(db: Queryable, memberId: number): Promise<Usuario[]> {
  return db.query<Usuario>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.usr_id_socio = $1
      ORDER BY lower(u.usr_nombre), lower(u.usr_apellidos), u.usr_id`,
    [memberId],
  );
}

/** A user with its member and password hash, locked until the transaction ends (FOR UPDATE), or null. */
export async function lockUser(tx: Queryable, userId: number): Promise<(Usuario & { member_id: number; pwd_hash: string | null }) | null> {
  const rows = await tx.query<Usuario & { member_id: number; pwd_hash: string | null }>(
    `SELECT ${USER_COLUMNS}, u.usr_id_socio AS member_id, u.usr_pwd_hash AS pwd_hash
       FROM users u WHERE u.usr_id = $1 FOR UPDATE`,
    [userId],
  );
  return rows[0] ?? null;
}

/** The stored password hash of a user (null when it has none yet). */
export async function passwordHashOf(db: Queryable, userId: number): Promise<string | null> {
  const rows = await db.query<{ h: string | null }>('SELECT usr_pwd_hash AS h FROM users WHERE usr_id = $1', [userId]);
  return rows[0]?.h ?? null;
}

/**
 * Which of a login name and an e-mail address another user (any member: both are unique across the portal, in any
 * case) already has. `exceptUserId` is the user being modified.
 */
export async function takenIdentifiers(db: Queryable, login: string, mail: string, exceptUserId: number | null): Promise<{ login: boolean; mail: boolean }> {
  const rows = await db.query<{ login: boolean; mail: boolean }>(
    `SELECT coalesce(bool_or(lower(usr_clave) = lower($1)), false) AS login,
            coalesce(bool_or(lower(usr_mail) = lower($2)), false) AS mail
       FROM users
      WHERE (lower(usr_clave) = lower($1) OR lower(usr_mail) = lower($2)) AND usr_id <> coalesce($3::int, -1)`,
    [login, mail, exceptUserId],
  );
  return rows[0] ?? { login: false, mail: false };
}

/** The stored columns of a user a save writes: texts, photo, flags (wire names) and, when set, the new hash. */
export interface UserWrite {
  USR_NOMBRE: string;
  USR_APELLIDOS: string;
  USR_MAIL: string;
  USR_CLAVE: string;
  USR_ID_DOCUMENTO: number | null;
  flags: Readonly<Record<PermissionColumn, boolean>>;
  /** The new password's hash; undefined keeps the current one. */
  pwdHash?: string;
}

const flagColumns = PERMISSION_COLUMN_NAMES.map((c) => c.toLowerCase());

/** Adds a user to a member (never an account administrator); answers its id. */
export async function insertUser(tx: Queryable, memberId: number, user: UserWrite): Promise<number> {
  const params: unknown[] = [
    memberId,
    user.USR_NOMBRE,
    user.USR_APELLIDOS,
    user.USR_MAIL,
    user.USR_CLAVE,
    user.pwdHash ?? null,
    user.USR_ID_DOCUMENTO,
    ...PERMISSION_COLUMN_NAMES.map((c) => user.flags[c]),
  ];
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO users (usr_id_socio, usr_nombre, usr_apellidos, usr_mail, usr_clave, usr_pwd_hash, usr_id_documento,
                        usr_administrar_cuentas, ${flagColumns.join(', ')})
     VALUES ($1, $2, $3, $4, $5, $6, $7, false, ${flagColumns.map((_, i) => `$${i + 8}`).join(', ')})
     RETURNING usr_id AS id`,
    params,
  );
  return rows[0]!.id;
}

/** Saves a user's fields, photo and flags (the administrator flag is never written here), and the hash when set. */
export async function updateUser(tx: Queryable, userId: number, user: UserWrite): Promise<void> {
  const params: unknown[] = [
    userId,
    user.USR_NOMBRE,
    user.USR_APELLIDOS,
    user.USR_MAIL,
    user.USR_CLAVE,
    user.USR_ID_DOCUMENTO,
    user.pwdHash ?? null,
    ...PERMISSION_COLUMN_NAMES.map((c) => user.flags[c]),
  ];
  await tx.query(
    `UPDATE users SET usr_nombre = $2, usr_apellidos = $3, usr_mail = $4, usr_clave = $5, usr_id_documento = $6,
            usr_pwd_hash = coalesce($7, usr_pwd_hash),
            ${flagColumns.map((c, i) => `${c} = $${i + 8}`).join(', ')}
      WHERE usr_id = $1`,
    params,
  );
}

/** Deletes a user (its sessions, contacts and favourites go with it; orders and the audit log keep their rows). */
export async function deleteUser(tx: Queryable, userId: number): Promise<void> {
  await tx.query('DELETE FROM users WHERE usr_id = $1', [userId]);
}

/** Ends every session of a user but one (the one the password was changed from keeps going). */
export async function endOtherSessions(tx: Queryable, userId: number, keepIdHash: Buffer): Promise<void> {
  await tx.query('DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2', [userId, keepIdHash]);
}
