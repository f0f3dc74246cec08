import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALPHABET, letterOf, matchesLetters, toggleLetter } from './letterFilter';

describe('letter filter A–Z + Ñ', () => {
  it('has 27 letters with Ñ after N', () => {
    expect(ALPHABET).toHaveLength(27);
    expect(ALPHABET.slice(12, 16)).toEqual(['M', 'N', 'Ñ', 'O']);
  });

  it('takes the upper-cased first letter; Ñ is its own letter and Á files under A', () => {
    expect(letterOf('ñandú')).toBe('Ñ');
    expect(letterOf('Álvaro')).toBe('A');
    expect(letterOf('  bosch')).toBe('B');
    expect(letterOf('élite')).toBe('E');
    expect(letterOf('3M España')).toBeNull();
    expect(letterOf('')).toBeNull();
    expect(letterOf(null)).toBeNull();
  });

  it('matches the selected letters, everything when none is selected', () => {
    expect(matchesLetters('Ñandú', ['Ñ'])).toBe(true);
    expect(matchesLetters('Nube', ['Ñ'])).toBe(false);
    expect(matchesLetters('Nube', new Set(['N', 'O']))).toBe(true);
    expect(matchesLetters('3M', [])).toBe(true);
    expect(matchesLetters('3M', ['A'])).toBe(false);
  });

  it('toggles letters in alphabet order (multi-select)', () => {
    expect(toggleLetter(['O'], 'Ñ')).toEqual(['Ñ', 'O']);
    expect(toggleLetter(['Ñ', 'O'], 'Ñ')).toEqual(['O']);
    expect(toggleLetter([], '?')).toEqual([]);
  });

  it('every name has a letter of the alphabet or none, and toggling twice is identity', () => {
    fc.assert(
      fc.property(fc.string(), fc.subarray([...ALPHABET]), fc.constantFrom(...ALPHABET), (name, selected, letter) => {
        const l = letterOf(name);
        expect(l === null || ALPHABET.includes(l)).toBe(true);
        expect(toggleLetter(toggleLetter(selected, letter), letter)).toEqual(selected);
      }),
      { numRuns: 300 },
    );
  });
});
