import { ok, refuse } from '@socios/api';
import { isEmailAddress, validateNewPassword } from '@socios/domain';
import { isCommonPassword } from '@socios/domain/commonPasswords';
import { hashPassword } from '../../auth/passwords';
import { takeAttempt } from '../../auth/throttle';
import { newToken, tokenHash } from '../../auth/tokens';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { requireAdmin, saveUser } from './accounts';
import { AUDIT_FILE_NAME, auditFile } from './audit';
import { auditPage } from './audit.queries';
import { findUser, findUserByEmail, insertPasswordReset, memberUsers, resetLinkUsable, resetPassword } from './queries';
import { resetLinkMail, unknownAddressMail } from './recoveryMail';

/** Spanish texts of password recovery. */
export const RECOVERY_TEXTS = {
  invalidEmail: 'Introduzca una dirección de correo electrónico válida.',
  throttled: 'Ha realizado demasiadas solicitudes. Espere unos minutos antes de volver a intentarlo.',
  mailFailed: 'No se ha podido enviar el correo. Inténtelo de nuevo más tarde.',
  invalidLink: 'El enlace de recuperación no es válido o ha caducado.',
} as const;

/** Content types of the audit log's export files. */
const EXPORT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * Server side of the users' calls: password recovery (RecuperarPwd and the reset landing page), the member's users
 * (GetUsuario, GetUsuariosFromSocio, AddOrUpdateUsuario: accounts.ts) and their audit log (audit.ts).
 */
export const userHandlers: AreaHandlers<'users'> = {
  async RecuperarPwd({ body }, { db, mailer, config, req, log }) {
    const email = body.email.trim();
    if (!isEmailAddress(email)) return refuse(RECOVERY_TEXTS.invalidEmail);
    const ipKey = `recovery-ip:${req.ip}`;
    // Every request counts, not only failures: this limits how much mail one address can make us send.
    if (!(await takeAttempt(db, ipKey, config.throttle.recoveryIp))) return refuse(RECOVERY_TEXTS.throttled);
    const user = await findUserByEmail(db, email);
    let message = unknownAddressMail(email);
    if (user) {
      const token = newToken();
      await insertPasswordReset(db, tokenHash(token), user.usr_id, config.resetTtlSeconds);
      const link = `${config.publicUrl}/restablecer-clave/${token}`;
      message = resetLinkMail(user.usr_mail, user.usr_nombre, link, Math.round(config.resetTtlSeconds / 60));
    }
    try {
      await mailer.send(message);
    } catch (err) {
      log.error({ err }, 'recovery mail could not be sent');
      return refuse(RECOVERY_TEXTS.mailFailed);
    }
    return ok();
  },

  ComprobarEnlacePwd: async ({ params }, { db }) => ((await resetLinkUsable(db, tokenHash(params.token))) ? ok() : refuse(RECOVERY_TEXTS.invalidLink)),

  async RestablecerPwd({ body }, { db, sessions, log }) {
    const checked = validateNewPassword(body.pwd, body.pwd2, isCommonPassword);
    if (!checked.ok) return refuse(checked.errors[0]?.message ?? TEXTS.badRequest);
    const userId = await resetPassword(db, tokenHash(body.token), await hashPassword(body.pwd));
    if (userId === undefined) return refuse(RECOVERY_TEXTS.invalidLink);
    sessions.forgetUser(userId);
    log.info({ userId }, 'password reset');
    return ok();
  },

  async GetUsuario({ body }, { db, session }) {
    const id = body.idUsuario ?? session.userId;
    const row = await findUser(db, id);
    // Another member's users do not exist for this caller.
    if (!row || row.member_id !== session.memberId) throw new HttpError(404, TEXTS.notFound);
    if (id !== session.userId && !session.admin) throw new HttpError(403, TEXTS.forbidden);
    const { member_id: _member, ...usuario } = row;
    return ok(usuario);
  },

  async GetUsuariosFromSocio(_input, { db, session }) {
    requireAdmin(session);
    return ok(await memberUsers(db, session.memberId));
  },

  AddOrUpdateUsuario: ({ body }, ctx) => saveUser(body, ctx),

  async GetRegistroCambios({ body }, { db, session }) {
    requireAdmin(session);
    return ok(await auditPage(db, session.memberId, body.pag, body.texto));
  },

  async ExportarRegistroCambios({ params }, { db, session }) {
    requireAdmin(session);
    const bytes = await auditFile(db, session.memberId, params.formato);
    return {
      fileName: `${AUDIT_FILE_NAME}.${params.formato}`,
      contentType: EXPORT_TYPES[params.formato],
      body: bytes,
      size: bytes.length,
    };
  },
};
