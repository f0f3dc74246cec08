import { contract } from '@socios/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** The plate of Matriculas/GetVehiculos as the server reads it from the path (the contract's schema). */
const readPlate = (plate: string) => {
  const parsed = contract.Matriculas.GetVehiculos.params.safeParse({ plate });
  return parsed.success ? parsed.data.plate : null;
};

describe('a plate as typed (Matriculas/GetVehiculos)', () => {
  const alnum = fc.constantFrom(...'0123456789ABCDEFGHJKLMNPRSTVWXYZabcxyz');

  it('reads 4 to 10 letters and digits in any case, with spaces and dashes anywhere, as the upper-case plate', () => {
    fc.assert(
      fc.property(
        fc.array(alnum, { minLength: 4, maxLength: 10 }),
        fc.array(fc.constantFrom(' ', '-', ''), { minLength: 11, maxLength: 11 }),
        (chars, seps) => {
          const typed = chars.map((c, i) => `${seps[i]}${c}`).join('') + seps[10];
          expect(readPlate(typed)).toBe(chars.join('').toUpperCase());
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses fewer than 4 or more than 10 characters, and any other character', () => {
    fc.assert(
      fc.property(
        fc.array(alnum, { minLength: 0, maxLength: 3 }),
        fc.array(alnum, { minLength: 11, maxLength: 20 }),
        fc.constantFrom('ñ', '.', '/', '_', '%', 'é', '\u0000'),
        (short, long, bad) => {
          expect(readPlate(short.join(''))).toBeNull();
          expect(readPlate(long.join(''))).toBeNull();
          expect(readPlate(`1234${bad}BBB`)).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });
});
