import type { GrupoContacto } from '@socios/api';
import { WIRE_ID_MAX } from '@socios/api';
import { skipKnownContacts, USER_LIMITS, type ValidContact } from '@socios/domain';
import type { Db, Queryable } from '../../db/db';

const GROUP_SELECT = 'grpc_id AS "GRPC_ID", grpc_descripcion AS "GRPC_DESCRIPCION"';

/** The user's contact groups, by description. */
export function groupsOf(db: Queryable, userId: number): Promise<GrupoContacto[]> {
  return db.query<GrupoContacto>(`SELECT ${GROUP_SELECT} FROM contact_groups WHERE grpc_id_usuario = $1 ORDER BY lower(grpc_descripcion), grpc_id`, [userId]);
}

/** True when the group exists and belongs to the user. */
export async function ownsGroup(db: Queryable, userId: number, groupId: number): Promise<boolean> {
  if (groupId > WIRE_ID_MAX) return false;
  const rows = await db.query('SELECT 1 FROM contact_groups WHERE grpc_id = $1 AND grpc_id_usuario = $2', [groupId, userId]);
  return rows.length > 0;
}

/** Which of these group ids are groups of the user. */
export async function ownedGroupIds(db: Queryable, userId: number, groupIds: readonly number[]): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>('SELECT grpc_id AS id FROM contact_groups WHERE grpc_id_usuario = $1 AND grpc_id = ANY($2::int[])', [
    userId,
    groupIds.filter((id) => id <= WIRE_ID_MAX),
  ]);
  return new Set(rows.map((r) => r.id));
}

/** Deletes a group of the user and answers it, or null when the user has no such group. */
export async function deleteGroup(db: Queryable, userId: number, groupId: number): Promise<GrupoContacto | null> {
  const rows = await db.query<GrupoContacto>(`DELETE FROM contact_groups WHERE grpc_id = $1 AND grpc_id_usuario = $2 RETURNING ${GROUP_SELECT}`, [
    groupId,
    userId,
  ]);
  return rows[0] ?? null;
}

/**
 * Creates (groupId null) or renames a group of the user, one writer per user at a time so that two tabs cannot
 * both create the same group. Answers 'duplicate' when another group of the user has that description (any case),
 * null when the group to rename is not the user's.
 */
export function saveGroup(db: Db, userId: number, groupId: number | null, description: string): Promise<GrupoContacto | 'duplicate' | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE usr_id = $1 FOR UPDATE', [userId]);
    const same = await tx.query(
      'SELECT 1 FROM contact_groups WHERE grpc_id_usuario = $1 AND lower(grpc_descripcion) = lower($2) AND grpc_id <> coalesce($3, 0)',
      [userId, description, groupId],
    );
    if (same.length) return 'duplicate' as const;
    const rows =
      groupId === null
        ? await tx.query<GrupoContacto>(`INSERT INTO contact_groups (grpc_id_usuario, grpc_descripcion) VALUES ($1, $2) RETURNING ${GROUP_SELECT}`, [
            userId,
            description,
          ])
        : await tx.query<GrupoContacto>(
            `UPDATE contact_groups SET grpc_descripcion = $3 WHERE grpc_id = $1 AND grpc_id_usuario = $2 RETURNING ${GROUP_SELECT}`,
            [groupId, userId, description],
          );
    return rows[0] ?? null;
  });
}

/** True when the contact exists and belongs to the user. */
export async function ownsContact(db: Queryable, userId: number, contactId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM contacts WHERE cont_id = $1 AND cont_id_usuario = $2', [contactId, userId]);
  return rows.length > 0;
}

/** Deletes a contact of the user. */
export async function deleteContact(db: Queryable, userId: number, contactId: number): Promise<void> {
  await db.query('DELETE FROM contacts WHERE cont_id = $1 AND cont_id_usuario = $2', [contactId, userId]);
}

/** Adds (contactId null) or changes a contact of the user; answers its id, or null when it is not the user's. */
/** Serialises the changes of one user's book (imports and additions) until the transaction ends. */
function lockBook(tx: Queryable, userId: number): Promise<unknown> {
  return tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contacts:${userId}`]);
}

/**
 * Adds (contactId null) or modifies a contact of the user; answers its id, null when the contact is not the user's,
 * or 'full' when the book already holds USER_LIMITS.contacts contacts (counted under the book's lock).
 */
export function saveContact(db: Db, userId: number, contactId: number | null, c: ValidContact): Promise<number | null | 'full'> {
  const values = [userId, c.name, c.email, c.phone || null, c.mobile || null, c.groupId];
  if (contactId !== null) {
    return db
      .query<{ id: number }>(
        `UPDATE contacts SET cont_nombre = $2, cont_mail = $3, cont_telefono = $4, cont_movil = $5, cont_id_grupo_contacto = $6
          WHERE cont_id = $7 AND cont_id_usuario = $1 RETURNING cont_id AS id`,
        [...values, contactId],
      )
      .then((rows) => rows[0]?.id ?? null);
  }
  return db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM contacts WHERE cont_id_usuario = $1', [userId]);
    if ((count?.n ?? 0) >= USER_LIMITS.contacts) return 'full' as const;
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO contacts (cont_id_usuario, cont_nombre, cont_mail, cont_telefono, cont_movil, cont_id_grupo_contacto)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING cont_id AS id`,
      values,
    );
    return rows[0]?.id ?? null;
  });
}

/**
 * Inserts the contacts of an import in one transaction by one set-based statement, skipping those whose e-mail is
 * already in the user's book or higher up in the list (domain's skipKnownContacts); answers how many were added and
 * how many skipped. The user's book is locked meanwhile, so two imports at once cannot both add the same e-mail.
 */
export function insertNewContacts(
  db: Db,
  userId: number,
  contacts: readonly ValidContact[],
): Promise<{ inserted: number; skipped: number } | { full: true; existing: number; adding: number }> {
  return db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const existing = await tx.query<{ mail: string }>('SELECT cont_mail AS mail FROM contacts WHERE cont_id_usuario = $1', [userId]);
    const { fresh, skipped } = skipKnownContacts(
      contacts,
      (c) => c.email,
      existing.map((r) => r.mail),
    );
    if (fresh.length === 0) return { inserted: 0, skipped };
    if (existing.length + fresh.length > USER_LIMITS.contacts) return { full: true, existing: existing.length, adding: fresh.length };
    const result = await tx.query<{ n: number }>(
      `WITH added AS (
         INSERT INTO contacts (cont_id_usuario, cont_nombre, cont_mail, cont_telefono, cont_movil, cont_id_grupo_contacto)
         SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[])
         RETURNING 1
       ) SELECT count(*)::int AS n FROM added`,
      [
        userId,
        fresh.map((c) => c.name),
        fresh.map((c) => c.email),
        fresh.map((c) => c.phone || null),
        fresh.map((c) => c.mobile || null),
        fresh.map((c) => c.groupId),
      ],
    );
    return { inserted: result[0]?.n ?? 0, skipped };
  });
}
