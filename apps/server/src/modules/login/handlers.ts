import type { FastifyReply, FastifyRequest } from 'fastify';
import { verifyPassword } from '../../auth/passwords';
import { createSession, endSession, endSessionSoon, SESSION_COOKIE } from '../../auth/sessions';
import { clearFailures, isBlocked, recordFailure } from '../../auth/throttle';
import type { AreaHandlers } from '../../http/context';
import { loadUserConfig } from './queries';

/** Spanish texts of the session calls. */
export const LOGIN_TEXTS = {
  wrongCredentials: 'Usuario o contraseña incorrectos.',
  throttled: 'Demasiados intentos fallidos. Espere unos minutos antes de volver a intentarlo.',
  noSession: 'La sesión ha caducado. Inicie sesión de nuevo.',
} as const;

function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}

function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}

async function endCurrentSession(req: FastifyRequest, reply: FastifyReply, db: Parameters<typeof endSession>[0]) {
  const token = req.cookies[SESSION_COOKIE];
  if (token) await endSession(db, token);
  clearSessionCookie(reply);
  return { ok: true };
}

/** Server side of the Login controller (spec 000 §7). */
export const loginHandlers: AreaHandlers<'login'> = {
  async Validar({ body }, { db, config, req, reply, log }) {
    const login = body.usuario.trim();
    const userKey = `login-user:${login.toLowerCase()}`;
    const ipKey = `login-ip:${req.ip}`;
    if ((await isBlocked(db, userKey)) || (await isBlocked(db, ipKey))) {
      log.warn({ login, ip: req.ip }, 'login throttled');
      return { ok: false, mensajeError: LOGIN_TEXTS.throttled };
    }
    const user = (
      await db.query<{ usr_id: number; usr_pwd_hash: string | null }>(
        'SELECT usr_id, usr_pwd_hash FROM users WHERE lower(usr_clave) = lower($1)',
        [login],
      )
    )[0];
    const valid = await verifyPassword(body.pwd, user?.usr_pwd_hash ?? null);
    if (!user || !valid) {
      await recordFailure(db, userKey, config.throttle.loginUser);
      await recordFailure(db, ipKey, config.throttle.loginIp);
      return { ok: false, mensajeError: LOGIN_TEXTS.wrongCredentials };
    }
    await clearFailures(db, userKey);
    // A new id at every login: whatever session this browser had is ended first (no session fixation).
    const previous = req.cookies[SESSION_COOKIE];
    if (previous) await endSession(db, previous);
    const token = await createSession(db, user.usr_id, {
      ip: req.ip,
      userAgent: req.headers['user-agent'],
      ttlSeconds: config.sessionTtlSeconds,
    });
    const userConfig = await loadUserConfig(db, user.usr_id);
    await db.query('UPDATE users SET usr_ultvisit = now() WHERE usr_id = $1', [user.usr_id]);
    if (!userConfig) return { ok: false, mensajeError: LOGIN_TEXTS.wrongCredentials };
    setSessionCookie(reply, token);
    log.info({ userId: user.usr_id }, 'login');
    return { ok: true, mensajeError: null, ...userConfig };
  },

  async EnSession(_input, { db, session }) {
    const userConfig = session ? await loadUserConfig(db, session.userId) : null;
    if (!userConfig) return { ok: false, mensajeError: LOGIN_TEXTS.noSession };
    return { ok: true, mensajeError: null, ...userConfig };
  },

  SalirAplicacion: (_input, { db, req, reply }) => endCurrentSession(req, reply, db),

  // The last tab closed: the session ends after a short grace period, unless the tab was only being reloaded.
  async CloseConnections(_input, { db, config, req }) {
    const token = req.cookies[SESSION_COOKIE];
    if (token) await endSessionSoon(db, token, config.closeGraceSeconds);
    return { ok: true };
  },
};
