import { z } from 'zod';
import { endpoint, sessionEndpoint } from '../endpoint';
import { ImagenSubida, OkAnswer } from '../entities/common';
import { RegistroCambio } from '../entities/member';
import { PERMISSION_COLUMN_NAMES, type PermissionColumn } from '../entities/permissions';
import { Usuario } from '../entities/user';
import { answer, wireId, wireText } from '../wire';
import { IMAGE_BODY_LIMIT } from './members';
import { MEMBER_LIST_MAX } from '../listBounds';

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

/**
 * Longest text the wire accepts in a user field; the real limits (USER_FIELD_LIMITS, the password rule) are the
 * domain's, checked by the handler so that a refusal is an `ok: false` answer with the Spanish text.
 */
const USER_WIRE_TEXT_MAX = 1000;
const userText = wireText(USER_WIRE_TEXT_MAX);

/** The permission flags a user form sends; each optional (an absent flag keeps its value). */
const permissionFlags = Object.fromEntries(PERMISSION_COLUMN_NAMES.map((c) => [c, z.boolean().optional()])) as Record<
  PermissionColumn,
  z.ZodOptional<z.ZodBoolean>
>;

/** The user fields of an add or modify (001 §3 User). The admin flag is not among them: nobody sets it here. */
const UsuarioCampos = {
  USR_NOMBRE: userText,
  USR_APELLIDOS: userText.nullish(),
  USR_MAIL: userText,
  USR_CLAVE: userText,
  /** New password; empty or absent on a modify keeps the current one. */
  USR_PWD: userText.nullish(),
  USR_PWD_2: userText.nullish(),
  ...permissionFlags,
  /** A new photo. */
  imagen: ImagenSubida.nullish(),
};

/**
 * AddOrUpdateUsuario's body (001 §7): Accion 0 adds a user to the caller's member, 1 modifies one (USR_ID; the photo
 * kept in USR_ID_DOCUMENTO, null when it was removed; USR_PWD_ACTUAL when one changes one's own password), 2 deletes
 * one (only USR_ID).
 */
export const UsuarioCambio = z.discriminatedUnion('Accion', [
  z.object({ Accion: z.literal(0), ...UsuarioCampos }),
  z.object({
    Accion: z.literal(1),
    USR_ID: wireId,
    ...UsuarioCampos,
    USR_ID_DOCUMENTO: wireId.nullish(),
    USR_PWD_ACTUAL: userText.nullish(),
  }),
  z.object({ Accion: z.literal(2), USR_ID: wireId }),
]);
export type UsuarioCambio = z.infer<typeof UsuarioCambio>;

/** One page of the audit log, newest first. */
export const PaginaRegistroCambios = z.object({
  filas: z.array(RegistroCambio),
  total: z.number().int(),
});
export type PaginaRegistroCambios = z.infer<typeof PaginaRegistroCambios>;

/** Entries of one page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

/** Users of the member and their changes (001 §7 Profile and accounts; the audit log beyond it). */
export const UsuariosAccounts = {
  /**
   * One user: the caller (idUsuario omitted) or, for an account administrator, another user of the same member.
   * Another member's user answers 404; a non-administrator asking for someone else, 403.
   */
  GetUsuario: sessionEndpoint({
    method: 'POST',
    path: '/Usuarios/GetUsuario',
    foreign: { kind: 'user', at: 'body.idUsuario' },
    body: z.object({ idUsuario: wireId.nullish() }),
    response: answer(Usuario),
  }),
  /** The users of the caller's member, by name (account administrators only: 403 otherwise). */
  GetUsuariosFromSocio: sessionEndpoint({
    method: 'GET',
    path: '/Usuarios/GetUsuariosFromSocio',
    maxRows: MEMBER_LIST_MAX,
    foreign: { none: "the caller's member's users" },
    response: answer(z.array(Usuario)),
  }),
  /**
   * Adds, modifies or deletes a user (001 §6): anyone may modify themselves (not their permissions); only account
   * administrators add, modify or delete others of their member; nobody deletes themselves; a new user is never an
   * administrator and gets only permissions its creator holds. A password change of one's own needs the current
   * password ('La contraseña introducida no coincide con la actual'). Every change is written to the audit log.
   * Another member's user is 404; a refusal is `ok: false` with the Spanish text and changes nothing.
   */
  AddOrUpdateUsuario: sessionEndpoint({
    method: 'POST',
    path: '/Usuarios/AddOrUpdateUsuario',
    foreign: { kind: 'user', at: 'body.USR_ID' },
    body: UsuarioCambio,
    bodyLimit: IMAGE_BODY_LIMIT,
    response: OkAnswer,
  }),
  /**
   * One page of the member's audit log ('Registro de cambios'), newest first: who changed which user or permission,
   * when, old and new values. Account administrators only (403 otherwise). `texto` filters by user, author or field.
   */
  GetRegistroCambios: sessionEndpoint({
    method: 'POST',
    path: '/Usuarios/GetRegistroCambios',
    maxRows: AUDIT_PAGE_SIZE,
    foreign: { none: "the caller's member's audit log" },
    body: z.object({ pag: z.number().int().min(1).max(1_000_000), texto: wireText(200).nullish() }),
    response: answer(PaginaRegistroCambios),
  }),
  /** The whole audit log as a file: registro_cambios.csv (formula-safe) or registro_cambios.xlsx. Administrators only. */
  ExportarRegistroCambios: sessionEndpoint({
    method: 'GET',
    path: '/Usuarios/ExportarRegistroCambios/:formato',
    foreign: { none: "the caller's member's audit log" },
    params: z.object({ formato: z.enum(['csv', 'xlsx']) }),
  }),
} as const;
