import { z } from 'zod';
import { endpoint } from '../endpoint';
import { OkAnswer } from '../entities/common';
import { Usuario } from '../entities/user';
import { answer, wireId, wireText } from '../wire';

/** Longest accepted e-mail address (contact form limit, spec 000 §5). */
const EMAIL_MAX = 250;

/** Password-recovery calls: RecuperarPwd (spec 000 §7) and the two calls of our reset landing page. */
export const UsuariosPassword = {
  /** E-mails a single-use, expiring reset link; never reveals whether the address exists. */
  RecuperarPwd: endpoint({
    method: 'POST',
    path: '/Usuarios/RecuperarPwd',
    access: 'public',
    body: z.object({ email: wireText(EMAIL_MAX) }),
    response: OkAnswer,
  }),
  /** Tells the reset landing page whether its link can still be used. */
  ComprobarEnlacePwd: endpoint({
    method: 'GET',
    path: '/Usuarios/ComprobarEnlacePwd/:token',
    access: 'public',
    params: z.object({ token: wireText(200) }),
    response: OkAnswer,
  }),
  /** Sets a new password with a reset link's token; the token then stops working. */
  RestablecerPwd: endpoint({
    method: 'POST',
    path: '/Usuarios/RestablecerPwd',
    access: 'public',
    body: z.object({ token: wireText(200), pwd: wireText(1000), pwd2: wireText(1000) }),
    response: OkAnswer,
  }),
} as const;

/** Reading users of the member (001 §7 Profile and accounts). */
export const UsuariosAccounts = {
  /**
   * One user: the caller (idUsuario omitted) or, for an account administrator, another user of the same member.
   * Another member's user answers 404; a non-administrator asking for someone else, 403.
   */
  GetUsuario: endpoint({
    method: 'POST',
    path: '/Usuarios/GetUsuario',
    access: 'session',
    body: z.object({ idUsuario: wireId.nullish() }),
    response: answer(Usuario),
  }),
} as const;
