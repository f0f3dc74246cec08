/**
 * The A–Z + Ñ letter filter (spec 000 §2, 001 §2/§5): the letter of a name is its upper-cased first letter; 'Ñ' is
 * its own letter and accented vowels file under their base letter ('Á' → 'A'). The filter is multi-select with a
 * clear button.
 *
 * Choices: leading spaces are skipped; a name whose first character is not a letter of the alphabet (a digit, a
 * quote, an empty name) has no letter (null) and is shown only when no letter is selected. 'Ç' files under 'C'.
 */

/** The 27 letters of the filter, in order: A–N, Ñ, O–Z. */
export const ALPHABET: readonly string[] = [...'ABCDEFGHIJKLMN', 'Ñ', ...'OPQRSTUVWXYZ'];

const LETTERS = new Set(ALPHABET);

/** The filter letter of a name ('Ñandú' → 'Ñ', 'álvaro' → 'A'), or null when it starts with no letter. */
export function letterOf(name: string | null | undefined): string | null {
  if (name == null) return null;
  const first = name.trimStart().charAt(0);
  if (first === '') return null;
  const upper = first.normalize('NFC').toUpperCase();
  if (upper === 'Ñ') return 'Ñ';
  const base = upper.normalize('NFD').charAt(0);
  return LETTERS.has(base) ? base : null;
}

/** True when no letter is selected or the name's letter is one of the selected letters. */
export function matchesLetters(name: string | null | undefined, selected: ReadonlySet<string> | readonly string[]): boolean {
  const set = selected instanceof Set ? selected : new Set(selected as readonly string[]);
  if (set.size === 0) return true;
  const letter = letterOf(name);
  return letter !== null && set.has(letter);
}

/** Toggles a letter in a multi-select selection, keeping alphabet order; unknown letters are ignored. */
export function toggleLetter(selected: readonly string[], letter: string): string[] {
  if (!LETTERS.has(letter)) return [...selected];
  const set = new Set(selected);
  if (set.has(letter)) set.delete(letter);
  else set.add(letter);
  return ALPHABET.filter((l) => set.has(l));
}
