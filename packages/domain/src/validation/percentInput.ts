/**
 * The numeric percentage input (spec 000 §5): decimal text in European format, 2 decimals by default; only digits,
 * comma, period and dash are accepted (Delete and Backspace work); it is marked invalid when isValid is false, and
 * a negative value is an error.
 *
 * Choices:
 * - ',' is the decimal separator and '.' groups thousands ('1.234,5'). A text with no comma and exactly one period
 *   ('12.5') is read as a decimal point, since a percentage is rarely in the thousands and users type it so.
 * - More decimals than allowed is invalid (not silently rounded): what is saved is what the user sees.
 * - An empty text is not a value (reason 'empty'); the caller decides whether the field is required.
 * - An optional maximum (a discount is at most 100 %): above it the reason is 'max'.
 * - The spec gives no message; ours are in PERCENT_INPUT_MESSAGES and the field shows them.
 */
import { formatNumber } from '../formatNumber';

/** Keys the input lets through (besides digits). */
export const PERCENT_INPUT_KEYS = [',', '.', '-', 'Delete', 'Backspace'] as const;

/** True when a key may be typed into the percentage input. */
export function isPercentInputKey(key: string): boolean {
  return (key.length === 1 && key >= '0' && key <= '9') || (PERCENT_INPUT_KEYS as readonly string[]).includes(key);
}

/** Drops every character the input does not accept (pasted text). */
export function filterPercentText(text: string): string {
  return text.replace(/[^0-9,.-]/g, '');
}

/** Why a percentage text is invalid. */
export type PercentInvalidReason = 'empty' | 'format' | 'negative' | 'decimals' | 'max';

/** Result of reading the input: isValid plus the value or the reason. */
export type PercentInputValue = { readonly isValid: true; readonly value: number } | { readonly isValid: false; readonly reason: PercentInvalidReason };

/** Reads the percentage text ('12,5' → 12.5; '-3' → invalid 'negative'; above `max` → invalid 'max'). */
export function parsePercentInput(text: string, decimals = 2, max = Number.POSITIVE_INFINITY): PercentInputValue {
  const t = text.trim();
  if (t === '') return { isValid: false, reason: 'empty' };
  const match = /^(-?)(\d[\d.]*)?(?:,(\d*))?$/.exec(t);
  if (!match || (match[2] === undefined && match[3] === undefined)) return { isValid: false, reason: 'format' };
  let intText = match[2] ?? '0';
  let fracText = match[3] ?? '';
  if (match[3] === undefined && /^\d+\.\d+$/.test(intText)) {
    [intText, fracText] = intText.split('.') as [string, string];
  } else if (intText.includes('.')) {
    if (!/^\d{1,3}(\.\d{3})+$/.test(intText)) return { isValid: false, reason: 'format' };
    intText = intText.replaceAll('.', '');
  }
  if (fracText.length > decimals) return { isValid: false, reason: 'decimals' };
  const value = Number(`${intText}.${fracText || '0'}`);
  if (!Number.isFinite(value)) return { isValid: false, reason: 'format' };
  if (match[1] === '-' && value !== 0) return { isValid: false, reason: 'negative' };
  if (value > max) return { isValid: false, reason: 'max' };
  return { isValid: true, value };
}

/** The highest discount a study accepts, in percent. */
export const DISCOUNT_MAX = 100;

/** What the field says while its text is not a valid percentage. */
export const PERCENT_INPUT_MESSAGES = {
  empty: 'Introduzca un porcentaje',
  format: 'Introduzca un porcentaje válido, por ejemplo 12,50',
  negative: 'El porcentaje no puede ser negativo',
  decimals: (decimals: number) => (decimals === 0 ? 'El porcentaje no admite decimales' : `Como máximo ${decimals} decimales`),
  max: (max: number) => `El porcentaje no puede superar el ${formatNumber(max, { decimals: 0 })} %`,
} as const;

/** The message of an invalid reason. */
export function percentInputMessage(reason: PercentInvalidReason, decimals = 2, max = DISCOUNT_MAX): string {
  if (reason === 'decimals') return PERCENT_INPUT_MESSAGES.decimals(decimals);
  if (reason === 'max') return PERCENT_INPUT_MESSAGES.max(max);
  return PERCENT_INPUT_MESSAGES[reason];
}

/** Prints a percentage for the input: 12.5 → '12,50'. */
export function formatPercentInput(value: number, decimals = 2): string {
  return formatNumber(value, { decimals });
}
