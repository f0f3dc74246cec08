/**
 * Shape of an e-mail address as the portal accepts it (recovery form, contacts, sharing): one '@', something
 * before it, a dotted domain after it, no spaces, at most 250 characters (the contact form's limit).
 * Deliverability is the mail server's business; this only rejects what cannot be an address.
 */

/** Longest accepted address (spec 000 §5 contact form). */
export const EMAIL_MAX_LENGTH = 250;

const SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether a text (already trimmed by the caller) has the shape of an e-mail address. */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && SHAPE.test(text);
}
