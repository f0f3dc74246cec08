/** The audit log of users and permissions ('Registro de cambios'): which changes a save makes, as Spanish lines. */
import { ACCOUNT_ADMIN_FLAG } from './permissions';
import { PERMISSION_FLAG_LABELS, USER_FIELD_LABELS } from './fields';

/** The kinds of change the audit log records. */
export type AuditAction = 'Alta' | 'Modificación' | 'Baja';

/** One line of the audit log: the field or permission (Spanish label) and its old and new values as text. */
export interface AuditChange {
  readonly field: string;
  readonly before: string | null;
  readonly after: string | null;
}

/** A user's audited values: the texts, the photo's id and the flags (USR_PERM_*, USR_ADMINISTRAR_CUENTAS). */
export interface AuditedUser {
  readonly USR_NOMBRE: string;
  readonly USR_APELLIDOS: string;
  readonly USR_MAIL: string;
  readonly USR_CLAVE: string;
  readonly USR_ID_DOCUMENTO: number | null;
  readonly USR_ADMINISTRAR_CUENTAS: boolean;
  readonly flags: Readonly<Record<string, boolean>>;
}

/** The audit log's texts. */
export const AUDIT_TEXTS = {
  yes: 'Sí',
  no: 'No',
  photo: 'Foto',
  noPhoto: 'Sin foto',
  withPhoto: 'Con foto',
  newPhoto: 'Foto nueva',
  admin: 'Administrador de cuentas',
  permission: (label: string) => `Permiso ${label}`,
  user: 'Usuario',
} as const;

const yesNo = (flag: boolean) => (flag ? AUDIT_TEXTS.yes : AUDIT_TEXTS.no);

/** Label of a flag column: 'Permiso Tarifas', 'Administrador de cuentas', or the column's name when unknown. */
function flagLabel(column: string): string {
  if (column === ACCOUNT_ADMIN_FLAG) return AUDIT_TEXTS.admin;
  const label = (PERMISSION_FLAG_LABELS as Readonly<Record<string, string>>)[column];
  return AUDIT_TEXTS.permission(label ?? column);
}

/** How the audit log names a user: 'Nombre Apellidos (login)'. */
export function auditUserName(user: { readonly USR_NOMBRE: string; readonly USR_APELLIDOS: string; readonly USR_CLAVE: string }): string {
  const name = `${user.USR_NOMBRE} ${user.USR_APELLIDOS}`.trim();
  return `${name} (${user.USR_CLAVE})`;
}

/**
 * What the audit log writes for a change to a user: on an add (before null) every field given and every flag
 * granted; on a delete (after null) one line naming the user; on a modify every field and flag that changed. A
 * password is never written: a set or changed password is the line 'Contraseña' with no values. A photo is 'Sin foto',
 * 'Con foto' or 'Foto nueva' (a replaced photo is a change although both sides have one).
 */
export function userAuditChanges(before: AuditedUser | null, after: AuditedUser | null, passwordSet: boolean): AuditChange[] {
  if (after === null) return before === null ? [] : [{ field: AUDIT_TEXTS.user, before: auditUserName(before), after: null }];
  const changes: AuditChange[] = [];
  const texts = ['USR_NOMBRE', 'USR_APELLIDOS', 'USR_MAIL', 'USR_CLAVE'] as const;
  for (const key of texts) {
    const old = before === null ? null : before[key] || null;
    const now = after[key] || null;
    if (old !== now) changes.push({ field: USER_FIELD_LABELS[key], before: old, after: now });
  }
  if (passwordSet) changes.push({ field: USER_FIELD_LABELS.USR_PWD, before: null, after: null });
  const oldPhoto = before?.USR_ID_DOCUMENTO ?? null;
  if (oldPhoto !== after.USR_ID_DOCUMENTO) {
    changes.push({
      field: AUDIT_TEXTS.photo,
      before: before === null ? null : oldPhoto === null ? AUDIT_TEXTS.noPhoto : AUDIT_TEXTS.withPhoto,
      after: after.USR_ID_DOCUMENTO === null ? AUDIT_TEXTS.noPhoto : AUDIT_TEXTS.newPhoto,
    });
  }
  type FlagChange = [column: string, before: boolean | undefined, after: boolean];
  const flags: FlagChange[] = [
    [ACCOUNT_ADMIN_FLAG, before?.USR_ADMINISTRAR_CUENTAS, after.USR_ADMINISTRAR_CUENTAS],
    ...Object.keys(after.flags).map((k): FlagChange => [k, before?.flags[k], after.flags[k] === true]),
  ];
  for (const [column, old, now] of flags) {
    if (before === null ? now : old !== now) {
      changes.push({ field: flagLabel(column), before: before === null ? null : yesNo(old === true), after: yesNo(now) });
    }
  }
  return changes;
}
