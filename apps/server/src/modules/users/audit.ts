import { PERMISSION_COLUMN_NAMES, type RegistroCambio, type Usuario } from '@socios/api';
import {
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
} from '@socios/domain';
import type { Queryable } from '../../db/db';
import { auditLines } from './audit.queries';

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
