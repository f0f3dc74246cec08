import { AUDIT_PAGE_SIZE, type RegistroCambio } from '@socios/api';
import { type AuditAction, type AuditChange, searchKey } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { likeContains } from '../../db/like';

// The SQL of the audit log of a member's users and permissions (audit.ts).

/** One save's entries: who (id and name as shown), whom, what kind of change and the lines of userAuditChanges. */
export interface AuditEntry {
  memberId: number;
  authorId: number;
  author: string;
  userId: number;
  user: string;
  action: AuditAction;
  changes: readonly AuditChange[];
}

/** Writes one save's lines (nothing when nothing changed), all with the same time: the transaction's. */
export async function writeAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  if (entry.changes.length === 0) return;
  const params: unknown[] = [entry.memberId, entry.authorId, entry.author, entry.userId, entry.user, entry.action];
  const rows = entry.changes.map((c) => {
    params.push(c.field, c.before, c.after, searchKey(`${entry.author} ${entry.user} ${c.field}`));
    const n = params.length;
    return `($1, $2, $3, $4, $5, $6, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
  });
  await tx.query(
    `INSERT INTO user_audit (reg_id_socio, reg_id_autor, reg_autor, reg_id_usuario, reg_usuario, reg_accion,
                             reg_campo, reg_anterior, reg_nuevo, reg_busqueda)
     VALUES ${rows.join(', ')}`,
    params,
  );
}

/** SELECT list of a log line as the wire's RegistroCambio; REG_FECHA is ISO 8601 in UTC. */
const ENTRY_COLUMNS = `reg_id AS "REG_ID",
  to_char(reg_fecha AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "REG_FECHA",
  reg_autor AS "REG_AUTOR", reg_usuario AS "REG_USUARIO", reg_id_usuario AS "REG_ID_USUARIO",
  reg_accion AS "REG_ACCION", reg_campo AS "REG_CAMPO", reg_anterior AS "REG_ANTERIOR", reg_nuevo AS "REG_NUEVO"`;

/** The filter of a search text: lines whose author, user or field contain it, ignoring case and accents. */
function searchFilter(texto: string | null | undefined): string | null {
  const key = searchKey((texto ?? '').trim());
  return key === '' ? null : likeContains(key);
}

/** One page (1-based, AUDIT_PAGE_SIZE lines) of a member's log, newest first, and how many lines match in all. */
export async function auditPage(
  db: Queryable,
  memberId: number,
  page: number,
  texto: string | null | undefined,
): Promise<{ filas: RegistroCambio[]; total: number }> {
  const pattern = searchFilter(texto);
  const where = 'reg_id_socio = $1 AND ($2::text IS NULL OR reg_busqueda LIKE $2)';
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM user_audit WHERE ${where}`, [memberId, pattern]);
  const filas = await db.query<RegistroCambio>(`SELECT ${ENTRY_COLUMNS} FROM user_audit WHERE ${where} ORDER BY reg_id DESC LIMIT $3 OFFSET $4`, [
    memberId,
    pattern,
    AUDIT_PAGE_SIZE,
    (page - 1) * AUDIT_PAGE_SIZE,
  ]);
  return { filas, total: count?.n ?? 0 };
}

/**
 * A member's whole log, newest first, for the export. It is read at once: a member's log grows by a few lines per
 * change to its handful of users, so even years of it are a small file.
 */
export function auditLines(db: Queryable, memberId: number): Promise<RegistroCambio[]> {
  return db.query<RegistroCambio>(
    `SELECT ${ENTRY_COLUMNS}
       FROM user_audit WHERE reg_id_socio = $1 ORDER BY reg_id DESC`,
    [memberId],
  );
}
