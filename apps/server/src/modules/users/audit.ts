import { AUDIT_PAGE_SIZE, PERMISSION_COLUMN_NAMES, type RegistroCambio, type Usuario } from '@socios/api';
import {
  type AuditAction,
  type AuditChange,
  type AuditedUser,
  CSV_BOM,
  CSV_EOL,
  csvLine,
  type ExportColumn,
  type ExportFormat,
  exportHeader,
  formatGroupDateTime,
  exportRow,
  exportWidths,
  searchKey,
} from '@socios/domain';
import type { Queryable } from '../../db/db';
import { likeContains } from '../../db/like';

/**
 * The audit log of a member's users and permissions ('Registro de cambios', migration 0017): written by every save of
 * AddOrUpdateUsuario in the save's own transaction (a change and its log line commit together or not at all), read a
 * page at a time by GetRegistroCambios and whole by ExportarRegistroCambios.
 */

/** A user's audited values (domain's AuditedUser) from its wire row. */
export function auditedUser(user: Usuario): AuditedUser {
  return {
    USR_NOMBRE: user.USR_NOMBRE,
    USR_APELLIDOS: user.USR_APELLIDOS,
    USR_MAIL: user.USR_MAIL,
    USR_CLAVE: user.USR_CLAVE,
    USR_ID_DOCUMENTO: user.USR_ID_DOCUMENTO,
    USR_ADMINISTRAR_CUENTAS: user.USR_ADMINISTRAR_CUENTAS,
    flags: Object.fromEntries(PERMISSION_COLUMN_NAMES.map((c) => [c, user[c]])),
  };
}

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
  const filas = await db.query<RegistroCambio>(
    `SELECT ${ENTRY_COLUMNS} FROM user_audit WHERE ${where} ORDER BY reg_id DESC LIMIT $3 OFFSET $4`,
    [memberId, pattern, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE],
  );
  return { filas, total: count?.n ?? 0 };
}

/** A log line as the export writes it. */
type ExportLine = RegistroCambio;

/** The columns of the log's export (CSV and Excel alike). */
const AUDIT_EXPORT_COLUMNS: readonly ExportColumn<ExportLine>[] = [
  // The date in the group's zone by the domain's one rule, as the change log on screen shows it.
  { header: 'Fecha', value: (l) => formatGroupDateTime(l.REG_FECHA, { seconds: true }), width: 18 },
  { header: 'Autor', value: (l) => l.REG_AUTOR, width: 34 },
  { header: 'Usuario', value: (l) => l.REG_USUARIO, width: 30 },
  { header: 'Acción', value: (l) => l.REG_ACCION, width: 14 },
  { header: 'Campo', value: (l) => l.REG_CAMPO, width: 30 },
  { header: 'Valor anterior', value: (l) => l.REG_ANTERIOR },
  { header: 'Valor nuevo', value: (l) => l.REG_NUEVO },
];

/**
 * A member's whole log, newest first, for the export. It is read at once: a member's log grows by a few lines per
 * change to its handful of users, so even years of it are a small file.
 */
function auditLines(db: Queryable, memberId: number): Promise<ExportLine[]> {
  return db.query<ExportLine>(
    `SELECT ${ENTRY_COLUMNS}
       FROM user_audit WHERE reg_id_socio = $1 ORDER BY reg_id DESC`,
    [memberId],
  );
}

/** Base name of the export files. */
export const AUDIT_FILE_NAME = 'registro_cambios';

/**
 * The member's log as a CSV (the domain's writer: BOM, ';', CRLF, formula guard, so a name typed as '=HYPERLINK(…)'
 * stays text) or an Excel workbook (text cells stay text: exceljs never reads a string as a formula).
 */
export async function auditFile(db: Queryable, memberId: number, format: ExportFormat): Promise<Buffer> {
  const lines = await auditLines(db, memberId);
  if (format === 'csv') {
    let out = CSV_BOM + csvLine(exportHeader(AUDIT_EXPORT_COLUMNS)) + CSV_EOL;
    for (const l of lines) out += csvLine(exportRow(AUDIT_EXPORT_COLUMNS, l)) + CSV_EOL;
    return Buffer.from(out, 'utf8');
  }
  // Loaded when a workbook is asked for: exceljs is a large module, and every server start would pay for it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal Socios';
  const sheet = workbook.addWorksheet('Registro de cambios', { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = exportWidths(AUDIT_EXPORT_COLUMNS, lines);
  sheet.columns = AUDIT_EXPORT_COLUMNS.map((c, i) => ({ header: c.header, width: widths[i] }));
  sheet.getRow(1).font = { bold: true };
  for (const l of lines) sheet.addRow(exportRow(AUDIT_EXPORT_COLUMNS, l));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
