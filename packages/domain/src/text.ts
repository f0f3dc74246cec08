/**
 * Text matching (spec 001 §5): searches are case-insensitive "contains"; document search and file extensions also
 * ignore accents. Spanish name order for lists sorted by name.
 *
 * Choices:
 * - Accent folding removes the combining marks after Unicode NFD, so 'Ñ' folds to 'N' for SEARCH ('espana' finds
 *   'España', as users type without the tilde). The letter filter and name sorting keep 'Ñ' as its own letter.
 * - null/undefined haystacks never match a non-empty needle; an empty (or blank) needle matches everything.
 * - Needles are trimmed; inner spaces are kept.
 * - Name order: case- and accent-insensitive, 'ñ' after 'n' and before 'o' (Spanish collation), ties broken by the
 *   raw text so the order is total and deterministic on every machine (no dependence on ICU data).
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower-cases a text (locale-independent). */
export function foldCase(text: string): string {
  return text.toLowerCase();
}

/** Removes accents and other combining marks: 'Canción' → 'Cancion', 'Ñ' → 'N'. */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
}

/** The key used for accent- and case-insensitive search; idempotent. */
export function searchKey(text: string): string {
  return stripAccents(text).toLowerCase();
}

/** Case-insensitive contains; an empty needle matches everything. */
export function containsIgnoreCase(haystack: string | null | undefined, needle: string): boolean {
  const n = needle.trim().toLowerCase();
  if (n === '') return true;
  return haystack?.toLowerCase().includes(n) === true;
}

/** Case- and accent-insensitive contains (documents, extensions); an empty needle matches everything. */
export function containsIgnoreCaseAndAccents(haystack: string | null | undefined, needle: string): boolean {
  const n = searchKey(needle.trim());
  if (n === '') return true;
  return haystack != null && searchKey(haystack).includes(n);
}

/** True when any of the fields contains the needle (case-insensitive, accent-insensitive when asked). */
export function anyFieldContains(fields: readonly (string | number | null | undefined)[], needle: string, ignoreAccents = false): boolean {
  const contains = ignoreAccents ? containsIgnoreCaseAndAccents : containsIgnoreCase;
  if (needle.trim() === '') return true;
  return fields.some((field) => field != null && contains(String(field), needle));
}

/**
 * The sort key of a name in Spanish order: case- and accent-insensitive, 'ñ' between 'n' and 'o', and numbers by
 * their value ('Aceites homologados 2' before 'Aceites homologados 10').
 */
export function spanishSortKey(text: string): string {
  // '~' (0x7E) sorts after every ASCII letter, so 'n~' falls after 'nz' and before 'o'.
  return (
    stripAccents(
      text
        .toLowerCase()
        .replace(/n\u0303/g, 'ñ')
        .replace(/ñ/g, 'n~'),
    )
      .replace(/\s+/g, ' ')
      .trim()
      // A run of digits becomes its length (two digits) and then its digits, without leading zeros: a shorter number
      // is a smaller one, and numbers of one length compare digit by digit.
      .replace(/\d+/g, (digits) => {
        const value = digits.replace(/^0+(?=\d)/, '');
        return `${String(value.length).padStart(2, '0')}${value}`;
      })
  );
}

/** Compares two names in Spanish order (case- and accent-insensitive, ties by raw text). */
export function compareNames(a: string | null | undefined, b: string | null | undefined): number {
  const ka = spanishSortKey(a ?? '');
  const kb = spanishSortKey(b ?? '');
  if (ka !== kb) return ka < kb ? -1 : 1;
  const ra = a ?? '';
  const rb = b ?? '';
  return ra === rb ? 0 : ra < rb ? -1 : 1;
}

/** Returns a new array sorted by name, case-insensitive ascending in Spanish order. */
export function sortByName<T>(items: readonly T[], nameOf: (item: T) => string | null | undefined): T[] {
  const keyed = items.map((item, index) => ({ item, index, key: spanishSortKey(nameOf(item) ?? ''), raw: nameOf(item) ?? '' }));
  keyed.sort((x, y) => (x.key !== y.key ? (x.key < y.key ? -1 : 1) : x.raw !== y.raw ? (x.raw < y.raw ? -1 : 1) : x.index - y.index));
  return keyed.map((k) => k.item);
}
