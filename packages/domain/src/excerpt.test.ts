import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELLIPSIS, excerpt } from './excerpt';

describe('excerpt', () => {
  it('keeps a text that fits, with its spaces collapsed', () => {
    expect(excerpt('  Curso de   formación ', 40)).toBe('Curso de formación');
  });

  it('cuts at the last whole word and adds an ellipsis', () => {
    expect(excerpt('Jornada de Formación técnica en frenos', 20)).toBe('Jornada de…');
    expect(excerpt('Pastillas Ford Fiesta VII delanteras', 22)).toBe('Pastillas Ford Fiesta…');
  });

  it('drops punctuation left before the ellipsis', () => {
    expect(excerpt('Primero, segundo y tercero', 10)).toBe('Primero…');
  });

  it('cuts a single long word hard', () => {
    expect(excerpt('Supercalifragilístico', 8)).toBe(`Superca${ELLIPSIS}`);
  });

  it('never exceeds the limit and the shortened text is a start of the words', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-zñé]{1,12}$/), { maxLength: 30 }), fc.integer({ min: 2, max: 80 }), (words, max) => {
        const text = words.join(' ');
        const out = excerpt(text, max);
        expect(out.length).toBeLessThanOrEqual(Math.max(max, 0));
        if (out.endsWith(ELLIPSIS)) {
          const kept = out.slice(0, -1);
          expect(text.startsWith(kept)).toBe(true);
        } else {
          expect(out).toBe(text);
        }
      }),
    );
  });
});
