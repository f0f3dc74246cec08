/// <reference path="./zxcvbn-passwords.d.ts" />
/**
 * The list of the most common passwords (about 30,000, from zxcvbn-ts' common dictionary, ranked by frequency in
 * leaked password sets), as the check `validateNewPassword` takes. A separate entry of the package
 * (`@socios/domain/commonPasswords`): the browser loads it only when a password is being set.
 */
// Only the password list of the package (not its word lists and keyboard graphs), to keep the browser's chunk small.
import passwords from '@zxcvbn-ts/language-common/dist/passwords.json.mjs';

let common: ReadonlySet<string> | undefined;

/** Whether a password is one of the most common ones, ignoring case and surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(passwords.map((p) => p.toLowerCase()));
  return common.has(password.trim().normalize('NFC').toLowerCase());
}
