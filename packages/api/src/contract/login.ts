import { z } from 'zod';
import { endpoint } from '../endpoint';
import { UserConfig } from '../entities/user';
import { wireText } from '../wire';

/** Answer of a call that logs in or checks the session: ok with the configuration, or a refusal. */
export const SessionAnswer = z.discriminatedUnion('ok', [
  UserConfig.extend({ ok: z.literal(true), mensajeError: z.null() }),
  z.object({ ok: z.literal(false), mensajeError: z.string() }),
]);
export type SessionAnswer = z.infer<typeof SessionAnswer>;

/** Session calls of spec 000 §7. */
export const Login = {
  /** Logs in with user name and password; sets the session cookie. */
  Validar: endpoint({
    method: 'POST',
    path: '/Login/Validar',
    access: 'public',
    body: z.object({ usuario: wireText(250), pwd: wireText(1000) }),
    response: SessionAnswer,
  }),
  /** Checks the session and returns the user's configuration (ok false without a session). */
  EnSession: endpoint({ method: 'GET', path: '/Login/EnSession', access: 'public', response: SessionAnswer }),
  /** Logs out: ends the session. */
  SalirAplicacion: endpoint({
    method: 'GET',
    path: '/Login/SalirAplicacion',
    access: 'public',
    changesState: true,
    response: z.object({ ok: z.boolean() }),
  }),
  /** Sent when the last tab closes: ends the session. */
  CloseConnections: endpoint({
    method: 'GET',
    path: '/Login/CloseConnections',
    access: 'public',
    changesState: true,
    response: z.object({ ok: z.boolean() }),
  }),
} as const;
