import { ApiError, CONNECTION_ERROR_TEXT, type UserConfig } from '@socios/api';
import { callApi } from '../query/callApi';
import { markLoggedIn } from './storage';

/** Outcome of a login attempt: ok with the user's configuration, or the text to show. */
export type LoginResult = { ok: true; config?: UserConfig } | { ok: false; message: string };

/** The configuration part of a session answer (without its ok and mensajeError). */
export function withoutAnswerFields<T extends { ok: boolean; mensajeError: unknown }>(answer: T): Omit<T, 'ok' | 'mensajeError'> {
  const { ok: _ok, mensajeError: _m, ...config } = answer;
  return config;
}

/**
 * Sends the credentials (Login/Validar); on success marks the tab logged in and answers the user's configuration.
 * A failed transport shows the connection error (spec 000 §7 Response handling).
 */
export async function sendLogin(usuario: string, pwd: string): Promise<LoginResult> {
  try {
    const answer = await callApi('Login', 'Validar', { usuario, pwd });
    if (!answer.ok) return { ok: false, message: answer.mensajeError };
    markLoggedIn();
    return { ok: true, config: withoutAnswerFields(answer) };
  } catch (err) {
    return { ok: false, message: err instanceof ApiError && err.kind === 'bad-request' ? err.message : CONNECTION_ERROR_TEXT };
  }
}
