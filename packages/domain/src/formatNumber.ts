/**
 * Numbers in German style (spec 000 §9, 001 §9): '.' groups thousands, ',' separates decimals, 2 decimals by
 * default. Hand-written on purpose: the output never depends on the ICU data of the machine (a Node built with
 * small-icu prints 'de-DE' as en-US) and it is several times faster than Intl.NumberFormat.
 *
 * Choices where the spec is silent:
 * - Rounding is half away from zero on the decimal value the user sees (1.005 → '1,01'), not on the binary value.
 * - A value that rounds to zero is printed without a sign ('-0,001' → '0,00').
 * - Non-finite values (NaN, ±Infinity) print as '' (an empty cell), never 'NaN'.
 * - Percentages and euro amounts put a no-break space (U+00A0) before the sign, as Intl 'de-DE' does ('12,50 %',
 *   '1.234,56 €'), so the sign never wraps onto its own line.
 * - The chart y-axis abbreviations are mil (10³), M (10⁶), b (10⁹), t (10¹²); the number before them keeps at most
 *   2 decimals with trailing zeros removed ('1,5 mil', '2 M').
 */

/** No-break space placed before '%' and '€'. */
export const NBSP = '\u00a0';

/** Decimals used by default for numbers, percentages and euro amounts. */
export const DEFAULT_DECIMALS = 2;

/** Decimals of the one CSV column that uses 8 (spec 000 §9). */
export const CSV_LONG_DECIMALS = 8;

/** Options of formatNumber. */
export interface NumberFormatOptions {
  /** Digits after the decimal comma (0–12). */
  readonly decimals?: number;
  /** Group thousands with '.' (true by default). */
  readonly grouping?: boolean;
}

/** Rounds half away from zero to `decimals` places, correcting binary noise (1.005 → 1.01). */
export function roundTo(value: number, decimals = DEFAULT_DECIMALS): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  if (scaled >= 9e15) return Math.abs(value) < 1e21 ? Number(value.toFixed(decimals)) : value;
  const rounded = Math.round(scaled * (1 + Number.EPSILON)) / factor;
  return value < 0 ? -rounded : rounded;
}

/** Floors toward minus infinity to `decimals` places, correcting binary noise (12.34 stays 12.34). */
export function floorTo(value: number, decimals = DEFAULT_DECIMALS): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = value * factor;
  if (Math.abs(scaled) >= 9e15) return value;
  const nudged = scaled + Math.abs(scaled) * 4 * Number.EPSILON;
  return Math.floor(nudged) / factor;
}

function groupThousands(intDigits: string): string {
  const len = intDigits.length;
  if (len <= 3) return intDigits;
  let out = intDigits.slice(0, len % 3 || 3);
  for (let i = len % 3 || 3; i < len; i += 3) out += `.${intDigits.slice(i, i + 3)}`;
  return out;
}

/** Formats a number in German style: formatNumber(1234567.891) → '1.234.567,89'. */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  const decimals = Math.min(12, Math.max(0, Math.trunc(options.decimals ?? DEFAULT_DECIMALS)));
  const grouping = options.grouping ?? true;
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  let digits: string;
  if (scaled < 9e15) {
    digits = String(Math.round(scaled * (1 + Number.EPSILON)));
  } else {
    // Past 2^53 the binary noise is below the last digit shown: toFixed is exact there (up to 1e21), and past 1e21 a
    // double is an integer, printed from its exact digits (never an exponent).
    const abs = Math.abs(value);
    digits = abs < 1e21 ? abs.toFixed(decimals).replace('.', '') : BigInt(abs).toString() + '0'.repeat(decimals);
  }
  if (digits.length <= decimals) digits = digits.padStart(decimals + 1, '0');
  const intPart = digits.slice(0, digits.length - decimals);
  const fracPart = digits.slice(digits.length - decimals);
  const isZero = /^0*$/.test(digits);
  const sign = value < 0 && !isZero ? '-' : '';
  const body = grouping ? groupThousands(intPart) : intPart;
  return decimals > 0 ? `${sign}${body},${fracPart}` : `${sign}${body}`;
}

/** Formats a percentage with 2 decimals: formatPercent(12.5) → '12,50 %'. */
export function formatPercent(value: number, decimals = DEFAULT_DECIMALS): string {
  const text = formatNumber(value, { decimals });
  return text === '' ? '' : `${text}${NBSP}%`;
}

/** Formats a euro amount with 2 decimals: formatEuro(1234.5) → '1.234,50 €'. */
export function formatEuro(value: number, decimals = DEFAULT_DECIMALS): string {
  const text = formatNumber(value, { decimals });
  return text === '' ? '' : `${text}${NBSP}€`;
}

/** Formats the 8-decimal CSV column, without thousands grouping: 0.123456789 → '0,12345679'. */
export function formatLongDecimal(value: number): string {
  return formatNumber(value, { decimals: CSV_LONG_DECIMALS, grouping: false });
}

const GERMAN_NUMBER = /^([+-])?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;

/** Parses a German-style number ('-1.234,56', '1234,5', '12'); returns null when the text is not one. */
export function parseGermanNumber(text: string): number | null {
  const match = GERMAN_NUMBER.exec(text.trim());
  if (!match) return null;
  const intPart = (match[2] ?? '').replaceAll('.', '');
  const value = Number(`${intPart}.${match[3] ?? '0'}`);
  if (!Number.isFinite(value)) return null;
  return match[1] === '-' && value !== 0 ? -value : value;
}

/** One step of the chart y-axis abbreviations, largest first. */
const AXIS_UNITS: readonly { readonly size: number; readonly suffix: string }[] = [
  { size: 1e12, suffix: 't' },
  { size: 1e9, suffix: 'b' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'mil' },
];

/** Abbreviates a chart y-axis value: 1500 → '1,5 mil', 2e6 → '2 M', 3e9 → '3 b', 4e12 → '4 t', 950 → '950'. */
export function formatAxisValue(value: number): string {
  if (!Number.isFinite(value)) return '';
  const abs = Math.abs(value);
  for (let i = 0; i < AXIS_UNITS.length; i++) {
    const unit = AXIS_UNITS[i]!;
    if (abs < unit.size) continue;
    // 999_999 would print '1.000 mil': when rounding reaches the next unit, use that unit.
    const bigger = AXIS_UNITS[i - 1];
    const useBigger = bigger !== undefined && roundTo(abs / unit.size, 2) >= 1000;
    const chosen = useBigger ? bigger : unit;
    return `${trimZeros(formatNumber(value / chosen.size, { decimals: 2 }))} ${chosen.suffix}`;
  }
  return trimZeros(formatNumber(value, { decimals: 2 }));
}

function trimZeros(text: string): string {
  return text.includes(',') ? text.replace(/,?0+$/, '') : text;
}
