/**
 * The new-user form and the own-profile password check (spec 001 §5), with the spec's messages.
 *
 * Choices: name and login are required after trimming; the password follows the one password rule
 * (validation/password.ts); the repeat must be identical (no trimming: a password is taken as typed). All failing
 * rules are reported, in the form's order.
 */
import type { FieldError, Result } from '../result';
import { type CommonPasswordCheck, validateNewPassword } from './password';

/** The user form's messages, verbatim from the spec. */
export const USER_MESSAGES = {
  nameRequired: 'Introduzca nombre',
  loginRequired: 'Introduzca usuario',
  passwordRequired: 'Introduzca una contraseña válida',
  passwordsDiffer: 'Las contraseñas no coinciden',
  wrongPasswordTitle: 'Contraseña erronea',
  wrongPasswordText: 'La contraseña introducida no coincide con la actual',
} as const;

/** Fields of the new-user form (wire names of spec 001 §3). */
export type UserField = 'USR_NOMBRE' | 'USR_CLAVE' | 'USR_PWD' | 'USR_PWD_2' | 'USR_PWD_ACTUAL';

/** What the new-user form holds. */
export interface NewUserInput {
  readonly USR_NOMBRE: string;
  readonly USR_CLAVE: string;
  readonly USR_PWD: string;
  readonly USR_PWD_2: string;
}

/** Validates the new-user form: name, login, password, matching repeat. */
export function validateNewUser(input: NewUserInput, isCommon: CommonPasswordCheck): Result<NewUserInput, UserField> {
  const errors: FieldError<UserField>[] = [];
  if (input.USR_NOMBRE.trim() === '') errors.push({ field: 'USR_NOMBRE', message: USER_MESSAGES.nameRequired });
  if (input.USR_CLAVE.trim() === '') errors.push({ field: 'USR_CLAVE', message: USER_MESSAGES.loginRequired });
  const password = validateNewPassword(input.USR_PWD, input.USR_PWD_2, isCommon);
  if (!password.ok) errors.push(...password.errors);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { ...input, USR_NOMBRE: input.USR_NOMBRE.trim(), USR_CLAVE: input.USR_CLAVE.trim() } };
}

/** The refusal of a wrong current password (001 §5): the dialog's title and text (the answer's mensajeError). */
export const WRONG_CURRENT_PASSWORD = {
  title: USER_MESSAGES.wrongPasswordTitle,
  message: USER_MESSAGES.wrongPasswordText,
} as const;

/**
 * Whether a profile save must prove the current password (001 §5 Own profile): when users set a new password on
 * their own account. An account administrator setting a colleague's password does not know it, and a save without a
 * new password keeps it, so neither needs it.
 *
 * The check itself is the server's: passwords are stored as scrypt hashes, so the typed current password is verified
 * against the hash, exactly (the spec's old client compared the clear password case-insensitively; a hash cannot).
 * Unlike the spec, typing the stored password again as the "new" one also needs the current password: answering
 * whether a new password equals the stored one without it would let a stolen session test guesses.
 */
export function passwordChangeNeedsCurrent(newPassword: string | null | undefined, ownAccount: boolean): boolean {
  return ownAccount && (newPassword ?? '') !== '';
}
