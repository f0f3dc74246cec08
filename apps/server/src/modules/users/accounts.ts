import { type ImagenSubida, ok, PERMISSION_COLUMN_NAMES, type PermissionColumn, refuse, type UsuarioCambio } from '@socios/api';
import {
  ACCOUNT_MESSAGES,
  applyPermissionEdit,
  auditUserName,
  inheritPermissions,
  passwordChangeNeedsCurrent,
  refusalText,
  userAuditChanges,
  validateUserFields,
  WRONG_CURRENT_PASSWORD,
} from '@socios/domain';
import { isCommonPassword } from '@socios/domain/commonPasswords';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { endUserSessions, type SessionUser } from '../../auth/sessions';
import { clearFailures, takeAttempt } from '../../auth/throttle';
import type { Db, Queryable } from '../../db/db';
import { HttpError, type RequestContext } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { type CheckedImage, checkUploadedImage, removeImage, storeImage } from '../attachments';
import { auditedUser } from './audit';
import { writeAudit } from './audit.queries';
import { deleteUser, endOtherSessions, findUser, insertUser, lockUser, passwordHashOf, takenIdentifiers, updateUser, type UserWrite } from './queries';

/**
 * AddOrUpdateUsuario (001 §6, §7): the rules of who may add, change and delete which user, the current-password
 * check, the photo and the audit log. Every refusal for the user's reason is `ok: false` with the Spanish text and
 * changes nothing; a user of another member is 404 (it does not exist for the caller); a call only an account
 * administrator may make is 403 for anyone else.
 */

/** Our texts for refusals the spec does not word. */
export const ACCOUNT_SERVER_TEXTS = {
  throttled: 'Demasiados intentos con una contraseña actual errónea. Espere unos minutos antes de volver a intentarlo.',
} as const;

type Ctx = RequestContext<SessionUser>;
type Fields = Omit<Extract<UsuarioCambio, { Accion: 0 }>, 'Accion'>;

/**
 * Only account administrators manage other users, read the log, and change their member company and its points of
 * sale (001 §6): 403 for anyone else.
 */
export function requireAdmin(session: SessionUser): void {
  if (!session.admin) throw new HttpError(403, ACCOUNT_MESSAGES.onlyAdmins);
}

/** The permission flags a form sent (absent ones left out). */
function requestedFlags(body: Fields): Partial<Record<PermissionColumn, boolean>> {
  const flags: Partial<Record<PermissionColumn, boolean>> = {};
  for (const c of PERMISSION_COLUMN_NAMES) if (typeof body[c] === 'boolean') flags[c] = body[c];
  return flags;
}

/** A user's permission flags, from its wire row. */
function flagsOf(user: Record<PermissionColumn, boolean>): Record<PermissionColumn, boolean> {
  return Object.fromEntries(PERMISSION_COLUMN_NAMES.map((c) => [c, user[c] === true])) as Record<PermissionColumn, boolean>;
}

/** The caller's own row (its name for the log, its flags for what it may grant); 401 if it vanished meanwhile. */
async function caller(db: Queryable, session: SessionUser) {
  const me = await findUser(db, session.userId);
  if (!me) throw new HttpError(401, TEXTS.notLoggedIn);
  return me;
}

/** The refusal of a login name or e-mail address another user has, or null when both are free. */
async function identifierRefusal(db: Queryable, login: string, mail: string, exceptUserId: number | null): Promise<string | null> {
  const taken = await takenIdentifiers(db, login, mail, exceptUserId);
  if (taken.login) return ACCOUNT_MESSAGES.loginTaken;
  if (taken.mail) return ACCOUNT_MESSAGES.mailTaken;
  return null;
}

/** A uniqueness race lost between the check and the write: the unique index said no (never a 500). */
function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e?.code !== '23505') return null;
  const where = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
  return where.includes('users_mail') ? ACCOUNT_MESSAGES.mailTaken : ACCOUNT_MESSAGES.loginTaken;
}

/** Runs a save; a unique-index refusal becomes the Spanish answer. */
async function saving(db: Db, fn: (tx: Queryable) => Promise<void>): Promise<{ ok: boolean; mensajeError: string | null }> {
  try {
    await db.transaction(fn);
    return ok();
  } catch (err) {
    const taken = uniqueViolation(err);
    if (taken) return refuse(taken);
    throw err;
  }
}

/** A new photo checked by content, or the Spanish reason it is refused; undefined when none was sent. */
function checkedPhoto(imagen: ImagenSubida | null | undefined): CheckedImage | undefined {
  return imagen ? checkUploadedImage(imagen) : undefined;
}

/** Accion 0: an account administrator adds a user to its member, never an administrator, with only its own flags. */
async function addUser(body: Fields, { db, session }: Ctx) {
  requireAdmin(session);
  const checked = validateUserFields(body, { adding: true, isCommon: isCommonPassword });
  if (!checked.ok) return refuse(refusalText(checked.errors));
  const fields = checked.value;
  const photo = checkedPhoto(body.imagen);
  if (photo && !photo.ok) return refuse(photo.message);
  const taken = await identifierRefusal(db, fields.USR_CLAVE, fields.USR_MAIL, null);
  if (taken) return refuse(taken);
  const pwdHash = await hashPassword(fields.USR_PWD ?? '');
  return saving(db, async (tx) => {
    const author = await caller(tx, session);
    const flags = inheritPermissions(flagsOf(author), requestedFlags(body));
    const photoId = photo?.ok ? await storeImage(tx, session.memberId, 'foto_usuario', photo) : null;
    const user: UserWrite = { ...fields, USR_ID_DOCUMENTO: photoId, flags, pwdHash };
    const id = await insertUser(tx, session.memberId, user);
    const after = { ...user, USR_ADMINISTRAR_CUENTAS: false };
    await writeAudit(tx, {
      memberId: session.memberId,
      authorId: author.USR_ID,
      author: auditUserName(author),
      userId: id,
      user: `${fields.USR_NOMBRE} ${fields.USR_APELLIDOS}`.trim(),
      action: 'Alta',
      changes: userAuditChanges(null, after, true),
    });
  });
}

/**
 * Checks the current password of one's own password change against the stored hash, counting failures per user
 * like a login (5 in 15 minutes), so that a stolen session cannot guess it. Answers the refusal, or null.
 */
async function currentPasswordRefusal({ db, config, session }: Ctx, typed: string | null | undefined): Promise<string | null> {
  const key = `current-pwd:${session.userId}`;
  if (!(await takeAttempt(db, key, config.throttle.loginUser))) return ACCOUNT_SERVER_TEXTS.throttled;
  if (!(await verifyPassword(typed ?? '', await passwordHashOf(db, session.userId)))) return WRONG_CURRENT_PASSWORD.message;
  await clearFailures(db, key);
  return null;
}

/**
 * Accion 1: anyone changes their own fields, photo and password (with the current password), not their flags; an
 * account administrator also changes another user of its member, and switches only the flags it holds.
 */
async function modifyUser(body: Extract<UsuarioCambio, { Accion: 1 }>, ctx: Ctx) {
  const { db, session, sessions } = ctx;
  const target = await findUser(db, body.USR_ID);
  if (!target || target.member_id !== session.memberId) throw new HttpError(404, TEXTS.notFound);
  const own = target.USR_ID === session.userId;
  if (!own) requireAdmin(session);
  const checked = validateUserFields(body, { adding: false, isCommon: isCommonPassword });
  if (!checked.ok) return refuse(refusalText(checked.errors));
  const fields = checked.value;
  const photo = checkedPhoto(body.imagen);
  if (photo && !photo.ok) return refuse(photo.message);
  const taken = await identifierRefusal(db, fields.USR_CLAVE, fields.USR_MAIL, target.USR_ID);
  if (taken) return refuse(taken);
  if (passwordChangeNeedsCurrent(fields.USR_PWD, own)) {
    const refused = await currentPasswordRefusal(ctx, body.USR_PWD_ACTUAL);
    if (refused) return refuse(refused);
  }
  const pwdHash = fields.USR_PWD === null ? undefined : await hashPassword(fields.USR_PWD);
  const answer = await saving(db, async (tx) => {
    const before = await lockUser(tx, target.USR_ID);
    if (!before || before.member_id !== session.memberId) throw new HttpError(404, TEXTS.notFound);
    const author = own ? before : await caller(tx, session);
    // One's own flags are not one's to change, not even an administrator's (§6: no permission checkboxes for oneself).
    const flags = own ? flagsOf(before) : applyPermissionEdit(flagsOf(author), flagsOf(before), requestedFlags(body));
    // The photo: a new one replaces it, USR_ID_DOCUMENTO null removes it, anything else keeps it (an id is never
    // taken from the body, so another file cannot be linked).
    let photoId = before.USR_ID_DOCUMENTO;
    if (photo?.ok) photoId = await storeImage(tx, session.memberId, 'foto_usuario', photo);
    else if (body.USR_ID_DOCUMENTO === null) photoId = null;
    const user: UserWrite = { ...fields, USR_ID_DOCUMENTO: photoId, flags, ...(pwdHash ? { pwdHash } : {}) };
    await updateUser(tx, before.USR_ID, user);
    if (before.USR_ID_DOCUMENTO !== null && before.USR_ID_DOCUMENTO !== photoId) {
      await removeImage(tx, session.memberId, before.USR_ID_DOCUMENTO);
    }
    if (pwdHash) {
      // A new password ends the user's other sessions: one's own change keeps the session it was made from.
      if (own) await endOtherSessions(tx, before.USR_ID, session.idHash);
      else await endUserSessions(tx, before.USR_ID);
    }
    await writeAudit(tx, {
      memberId: session.memberId,
      authorId: author.USR_ID,
      author: auditUserName(author),
      userId: before.USR_ID,
      user: `${fields.USR_NOMBRE} ${fields.USR_APELLIDOS}`.trim(),
      action: 'Modificación',
      changes: userAuditChanges(auditedUser(before), { ...user, USR_ADMINISTRAR_CUENTAS: before.USR_ADMINISTRAR_CUENTAS }, pwdHash !== undefined),
    });
  });
  sessions.forgetUser(target.USR_ID);
  return answer;
}

/** Accion 2: an account administrator deletes another user of its member; nobody deletes themselves. */
async function removeUser(userId: number, { db, session, sessions }: Ctx) {
  requireAdmin(session);
  if (userId === session.userId) return refuse(ACCOUNT_MESSAGES.noSelfDelete);
  const answer = await saving(db, async (tx) => {
    const before = await lockUser(tx, userId);
    if (!before || before.member_id !== session.memberId) throw new HttpError(404, TEXTS.notFound);
    const author = await caller(tx, session);
    // The line is written first, while the user exists; the delete then sets its user id to null (the name stays).
    await writeAudit(tx, {
      memberId: session.memberId,
      authorId: author.USR_ID,
      author: auditUserName(author),
      userId: before.USR_ID,
      user: `${before.USR_NOMBRE} ${before.USR_APELLIDOS}`.trim(),
      action: 'Baja',
      changes: userAuditChanges(auditedUser(before), null, false),
    });
    await deleteUser(tx, before.USR_ID);
    if (before.USR_ID_DOCUMENTO !== null) await removeImage(tx, session.memberId, before.USR_ID_DOCUMENTO);
  });
  sessions.forgetUser(userId);
  return answer;
}

/** AddOrUpdateUsuario: the save of one user by its Accion. */
export function saveUser(body: UsuarioCambio, ctx: Ctx) {
  if (body.Accion === 0) return addUser(body, ctx);
  if (body.Accion === 2) return removeUser(body.USR_ID, ctx);
  return modifyUser(body, ctx);
}
