/**
 * The contact form (spec 000 §5, §8): name max 30, e-mail max 250, phone and mobile max 9 digits (digits only; the
 * minus key flips the sign and negative values are flagged), new group text max 250; add, edit and delete need both
 * name and e-mail ('Los campos de nombre y email son obligatorios').
 *
 * Choices: required fields are checked after trimming; the missing-fields message is reported once (field null),
 * as the spec shows one warning. The spec gives no text for a value over its limit or a negative phone (the form's
 * maxlength prevents the first); the texts below marked "ours" are written in the spec's style so that the server
 * can say why it refuses a request the browser would not have sent. The same function checks the form, every line
 * of an import in the browser and every contact the server receives, so all three refuse the same things: lengths
 * count characters as a person does (NFC code points), texts are stored NFC-normalised, an e-mail must look like an
 * address, and line breaks, control characters and mis-decoded text ('MuÃ±oz') are refused.
 */
import { ENCODING_MESSAGES, hasInvalidCharacters, isMisdecoded } from '../csv/encoding';
import type { FieldError, Result } from '../result';
import { isEmailAddress } from './email';
import { characterCount } from './password';

/** Length limits of the contact form (spec 000 §9). */
export const CONTACT_LIMITS = { name: 30, email: 250, phone: 9, mobile: 9, group: 250 } as const;

/** The contact form's messages: the first is the spec's; the others are ours (no spec text exists). */
export const CONTACT_MESSAGES = {
  required: 'Los campos de nombre y email son obligatorios',
  nameTooLong: `El nombre no puede superar ${CONTACT_LIMITS.name} caracteres`,
  emailTooLong: `El email no puede superar ${CONTACT_LIMITS.email} caracteres`,
  phoneInvalid: `El teléfono debe tener como máximo ${CONTACT_LIMITS.phone} dígitos`,
  mobileInvalid: `El móvil debe tener como máximo ${CONTACT_LIMITS.mobile} dígitos`,
  phoneNotDigits: 'El teléfono solo puede contener dígitos (0-9)',
  mobileNotDigits: 'El móvil solo puede contener dígitos (0-9)',
  phoneNegative: 'El teléfono no puede ser negativo',
  mobileNegative: 'El móvil no puede ser negativo',
  groupInvalid: 'El grupo de contacto debe ser numérico',
  groupTextRequired: 'Introduzca el nombre del grupo',
  groupTextTooLong: `El grupo no puede superar ${CONTACT_LIMITS.group} caracteres`,
  emailInvalid: 'El email no es una dirección de correo electrónico válida',
  lineBreak: 'Los campos no pueden contener saltos de línea',
} as const;

/** The text problems every contact field is checked for: line breaks, then invalid or mis-decoded characters. */
function textErrors(fields: readonly string[]): FieldError<ContactField>[] {
  if (fields.some((f) => /[\r\n]/.test(f))) return [{ field: null, message: CONTACT_MESSAGES.lineBreak }];
  if (fields.some(hasInvalidCharacters)) return [{ field: null, message: ENCODING_MESSAGES.invalidCharacters }];
  if (fields.some(isMisdecoded)) return [{ field: null, message: ENCODING_MESSAGES.misdecoded }];
  return [];
}

/** Fields of the contact form. */
export type ContactField = 'name' | 'email' | 'phone' | 'mobile' | 'group';

/** What the contact form holds. */
export interface ContactInput {
  readonly name: string;
  readonly email: string;
  readonly phone?: string | number | null;
  readonly mobile?: string | number | null;
  readonly groupId?: string | number | null;
}

/** A valid contact, trimmed, phones as digit strings ('' when empty), group id as a number or null. */
export interface ValidContact {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly mobile: string;
  readonly groupId: number | null;
}

/** The state of a phone field: its digits and whether the minus key made it negative. */
export interface PhoneInputState {
  readonly digits: string;
  readonly negative: boolean;
}

/** Applies typed text to a phone field: keeps digits only (max 9); each '-' flips the sign, which is flagged. */
export function applyPhoneInput(text: string): PhoneInputState {
  let negative = false;
  let digits = '';
  for (const ch of text) {
    if (ch === '-') negative = !negative;
    else if (ch >= '0' && ch <= '9' && digits.length < CONTACT_LIMITS.phone) digits += ch;
  }
  return { digits, negative };
}

function phoneErrors(value: string | number | null | undefined, field: 'phone' | 'mobile'): FieldError<ContactField>[] {
  if (value == null) return [];
  const text = String(value).trim();
  if (text === '') return [];
  if (/^-\d+$/.test(text)) {
    return [{ field, message: field === 'phone' ? CONTACT_MESSAGES.phoneNegative : CONTACT_MESSAGES.mobileNegative }];
  }
  if (!/^\d+$/.test(text)) {
    return [{ field, message: field === 'phone' ? CONTACT_MESSAGES.phoneNotDigits : CONTACT_MESSAGES.mobileNotDigits }];
  }
  if (text.length > CONTACT_LIMITS.phone) {
    return [{ field, message: field === 'phone' ? CONTACT_MESSAGES.phoneInvalid : CONTACT_MESSAGES.mobileInvalid }];
  }
  return [];
}

/** Validates a contact for add, edit or delete, with the spec's messages. */
export function validateContact(input: ContactInput): Result<ValidContact, ContactField> {
  const errors: FieldError<ContactField>[] = [];
  const name = input.name.trim().normalize('NFC');
  const email = input.email.trim().normalize('NFC');
  if (name === '' || email === '') errors.push({ field: null, message: CONTACT_MESSAGES.required });
  const badText = textErrors([name, email]);
  errors.push(...badText);
  if (characterCount(name) > CONTACT_LIMITS.name) errors.push({ field: 'name', message: CONTACT_MESSAGES.nameTooLong });
  if (characterCount(email) > CONTACT_LIMITS.email) errors.push({ field: 'email', message: CONTACT_MESSAGES.emailTooLong });
  else if (email !== '' && badText.length === 0 && !isEmailAddress(email)) errors.push({ field: 'email', message: CONTACT_MESSAGES.emailInvalid });
  errors.push(...phoneErrors(input.phone, 'phone'), ...phoneErrors(input.mobile, 'mobile'));
  const groupText = input.groupId == null ? '' : String(input.groupId).trim();
  if (groupText !== '' && !/^\d+$/.test(groupText)) errors.push({ field: 'group', message: CONTACT_MESSAGES.groupInvalid });
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      email,
      phone: input.phone == null ? '' : String(input.phone).trim(),
      mobile: input.mobile == null ? '' : String(input.mobile).trim(),
      groupId: groupText === '' ? null : Number(groupText),
    },
  };
}

/** Validates the text of a new contact group (max 250 characters, not blank). */
export function validateContactGroupText(text: string): Result<string, 'group'> {
  const trimmed = text.trim().normalize('NFC');
  if (trimmed === '') return { ok: false, errors: [{ field: 'group', message: CONTACT_MESSAGES.groupTextRequired }] };
  const [problem] = textErrors([trimmed]);
  if (problem) return { ok: false, errors: [{ field: 'group', message: problem.message }] };
  if (characterCount(trimmed) > CONTACT_LIMITS.group) return { ok: false, errors: [{ field: 'group', message: CONTACT_MESSAGES.groupTextTooLong }] };
  return { ok: true, value: trimmed };
}

/** The group-creation area's action button: a tick ('accept') when the text is non-empty, else a cross ('close'). */
export function groupAreaAction(text: string): 'accept' | 'close' {
  return text.trim() === '' ? 'close' : 'accept';
}

/** The delete confirmation text: 'Desea borrar {name} ?'. */
export function deleteConfirmation(name: string): string {
  return `Desea borrar ${name} ?`;
}
