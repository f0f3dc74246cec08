import type { Contract } from '@socios/api';
import { isEmailAddress, validateNewPassword } from '@socios/domain';
import { hashPassword } from '../../auth/passwords';
import { endUserSessions } from '../../auth/sessions';
import { isBlocked, recordFailure } from '../../auth/throttle';
import { newToken, tokenHash } from '../../auth/tokens';
import type { ControllerHandlers } from '../../http/context';
import { resetLinkMail, unknownAddressMail } from './recoveryMail';

/** Spanish texts of password recovery. */
export const RECOVERY_TEXTS = {
  invalidEmail: 'Introduzca una dirección de correo electrónico válida.',
  throttled: 'Ha realizado demasiadas solicitudes. Espere unos minutos antes de volver a intentarlo.',
  mailFailed: 'No se ha podido enviar el correo. Inténtelo de nuevo más tarde.',
  invalidLink: 'El enlace de recuperación no es válido o ha caducado.',
} as const;

/** Server side of RecuperarPwd and of the reset landing page's calls. */
export const passwordHandlers: ControllerHandlers<Pick<Contract['Usuarios'], 'RecuperarPwd' | 'ComprobarEnlacePwd' | 'RestablecerPwd'>> = {
  async RecuperarPwd({ body }, { db, mailer, config, req, log }) {
    const email = body.email.trim();
    if (!isEmailAddress(email)) return { ok: false, mensajeError: RECOVERY_TEXTS.invalidEmail };
    const ipKey = `recovery-ip:${req.ip}`;
    if (await isBlocked(db, ipKey)) return { ok: false, mensajeError: RECOVERY_TEXTS.throttled };
    // Every request counts, not only failures: this limits how much mail one address can make us send.
    await recordFailure(db, ipKey, config.throttle.recoveryIp);
    const user = (
      await db.query<{ usr_id: number; usr_nombre: string; usr_mail: string }>(
        'SELECT usr_id, usr_nombre, usr_mail FROM users WHERE lower(usr_mail) = lower($1)',
        [email],
      )
    )[0];
    let message = unknownAddressMail(email);
    if (user) {
      const token = newToken();
      await db.query(
        `INSERT INTO password_resets (token_hash, user_id, expires_at)
         VALUES ($1, $2, now() + make_interval(secs => $3))`,
        [tokenHash(token), user.usr_id, config.resetTtlSeconds],
      );
      const link = `${config.publicUrl}/restablecer-clave/${token}`;
      message = resetLinkMail(user.usr_mail, user.usr_nombre, link, Math.round(config.resetTtlSeconds / 60));
    }
    try {
      await mailer.send(message);
    } catch (err) {
      log.error({ err }, 'recovery mail could not be sent');
      return { ok: false, mensajeError: RECOVERY_TEXTS.mailFailed };
    }
    return { ok: true, mensajeError: null };
  },

  async ComprobarEnlacePwd({ params }, { db }) {
    const rows = await db.query(
      'SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
      [tokenHash(params.token)],
    );
    return rows.length ? { ok: true, mensajeError: null } : { ok: false, mensajeError: RECOVERY_TEXTS.invalidLink };
  },

  async RestablecerPwd({ body }, { db, log }) {
    const checked = validateNewPassword(body.pwd, body.pwd2);
    if (!checked.ok) return { ok: false, mensajeError: checked.errors[0]?.message ?? null };
    const hash = await hashPassword(body.pwd);
    const userId = await db.transaction(async (tx) => {
      // Claiming the token and using it happen together: a link works exactly once.
      const claimed = await tx.query<{ user_id: number }>(
        `UPDATE password_resets SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
          RETURNING user_id`,
        [tokenHash(body.token)],
      );
      const id = claimed[0]?.user_id;
      if (id === undefined) return undefined;
      await tx.query('UPDATE users SET usr_pwd_hash = $2 WHERE usr_id = $1', [id, hash]);
      await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [id]);
      await endUserSessions(tx, id);
      return id;
    });
    if (userId === undefined) return { ok: false, mensajeError: RECOVERY_TEXTS.invalidLink };
    log.info({ userId }, 'password reset');
    return { ok: true, mensajeError: null };
  },
};
