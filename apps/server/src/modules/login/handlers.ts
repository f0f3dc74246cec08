import { refuse } from '@socios/api';
import { verifyPassword } from '../../auth/passwords';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../auth/cookie';
import { loginSucceeded, reserveLoginAttempt } from '../../auth/loginThrottle';
import { createSession, endSession, endSessionSoon } from '../../auth/sessions';
import type { AreaHandlers, RequestContext } from '../../http/context';
import { findLoginUser, loadUserConfig, recordVisit } from './queries';

/** Spanish texts of the session calls. */
export const LOGIN_TEXTS = {
  wrongCredentials: 'Usuario o contraseña incorrectos.',
  throttled: 'Demasiados intentos fallidos. Espere unos minutos antes de volver a intentarlo.',
  noSession: 'La sesión ha caducado. Inicie sesión de nuevo.',
} as const;

async function endCurrentSession({ db, config, sessions, req, reply }: Pick<RequestContext<null>, 'db' | 'config' | 'sessions' | 'req' | 'reply'>) {
  const token = readSessionToken(req, config);
  if (token) {
    await endSession(db, token);
    sessions.forgetToken(token);
  }
  clearSessionCookie(req, reply, config);
  return { ok: true };
}

/** Server side of the Login controller (spec 000 §7). */
/** The JSON of EnSession's answer per cached configuration object (dropped with it). */
const SERIALIZED = new WeakMap<object, string>();

export const loginHandlers: AreaHandlers<'login'> = {
  async Validar({ body }, { db, config, sessions, req, reply, log }) {
    const login = body.usuario.trim();
    // The attempt is counted before the (slow) password check, so parallel guesses cannot outrun the limit.
    const attempt = await reserveLoginAttempt(db, config, login, req.ip);
    if (!attempt) {
      log.warn({ ip: req.ip }, 'login throttled');
      return refuse(LOGIN_TEXTS.throttled);
    }
    const user = await findLoginUser(db, login);
    const valid = await verifyPassword(body.pwd, user?.usr_pwd_hash ?? null);
    if (!user || !valid) return refuse(LOGIN_TEXTS.wrongCredentials);
    await loginSucceeded(db, attempt);
    // A new id at every login: whatever session this browser had is ended first (no session fixation).
    const previous = readSessionToken(req, config);
    if (previous) {
      await endSession(db, previous);
      sessions.forgetToken(previous);
    }
    const token = await createSession(db, user.usr_id, { ip: req.ip, userAgent: req.headers['user-agent'], lifetime: config });
    const userConfig = await loadUserConfig(db, user.usr_id);
    await recordVisit(db, user.usr_id);
    if (!userConfig) return refuse(LOGIN_TEXTS.wrongCredentials);
    setSessionCookie(req, reply, config, token);
    log.info({ userId: user.usr_id }, 'login');
    // The spec's answer of a login is flat (the configuration beside ok), not a valorRetorno: ok() cannot write it.
    return { ok: true, mensajeError: null, ...userConfig };
  },

  async EnSession(_input, { db, session, sessions, reply }) {
    const userConfig = session ? await sessions.userConfig(session.userId, () => loadUserConfig(db, session.userId)) : null;
    if (!userConfig) return refuse(LOGIN_TEXTS.noSession);
    const answer = { ok: true as const, mensajeError: null, ...userConfig };
    // The cached configuration is one object until it changes: its JSON is written once, not on every check.
    let json = SERIALIZED.get(userConfig);
    if (json === undefined) {
      json = JSON.stringify(answer);
      SERIALIZED.set(userConfig, json);
    }
    const text = json;
    reply.serializer(() => text);
    return answer;
  },

  SalirAplicacion: (_input, ctx) => endCurrentSession(ctx),

  // The last tab closed: the session ends after a short grace period, unless the tab was only being reloaded.
  async CloseConnections(_input, { db, config, sessions, req }) {
    const token = readSessionToken(req, config);
    if (token) {
      await endSessionSoon(db, token, config.closeGraceSeconds);
      sessions.forgetToken(token);
    }
    return { ok: true };
  },
};
