/**
 * The password rule (ASVS 5.0 V6.2), once for the browser's forms and the server: at least 8 and at most 128
 * characters counted as a person counts them (NFC, code points), any character allowed, and not one of the most
 * common passwords (the list is a separate entry, `@socios/domain/commonPasswords`, so that pages which never set a
 * password do not carry it).
 */
import type { Result } from '../result';

/** Fewest characters of a password. */
export const PASSWORD_MIN_LENGTH = 8;
/** Most characters of a password. */
export const PASSWORD_MAX_LENGTH = 128;

/** The reasons a new password is refused (the spec's own texts first). */
export const PASSWORD_MESSAGES = {
  required: 'Introduzca una contraseña válida',
  differ: 'Las contraseñas no coinciden',
  tooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  tooLong: `La contraseña no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres`,
  common: 'Esa contraseña es una de las más usadas y se adivina enseguida: elija otra',
} as const;

/** Characters of a text as a person counts them: NFC-normalised code points (an emoji or 'ñ' is one). */
export function characterCount(text: string): number {
  let n = 0;
  for (const _ of text.normalize('NFC')) n++;
  return n;
}

/** Tells whether a password is one of the most common ones (from `@socios/domain/commonPasswords`). */
export type CommonPasswordCheck = (password: string) => boolean;

/**
 * A new password and its repeat (reset page, new-user and profile forms): not blank, 8–128 characters, not a common
 * password, typed the same twice. Passwords are taken as typed (no trimming).
 */
export function validateNewPassword(password: string, repeat: string, isCommon: CommonPasswordCheck): Result<string, 'USR_PWD' | 'USR_PWD_2'> {
  const refuse = (message: string, field: 'USR_PWD' | 'USR_PWD_2' = 'USR_PWD') => ({ ok: false as const, errors: [{ field, message }] });
  if (password.trim() === '') return refuse(PASSWORD_MESSAGES.required);
  const length = characterCount(password);
  if (length < PASSWORD_MIN_LENGTH) return refuse(PASSWORD_MESSAGES.tooShort);
  if (length > PASSWORD_MAX_LENGTH) return refuse(PASSWORD_MESSAGES.tooLong);
  if (isCommon(password)) return refuse(PASSWORD_MESSAGES.common);
  if (password !== repeat) return refuse(PASSWORD_MESSAGES.differ, 'USR_PWD_2');
  return { ok: true, value: password };
}
