import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesYearFilter } from './vehicleYearFilter';

const today = { year: 2026, month: 11, day: 22 };

describe('year filter of models and engines (spec 001 §5)', () => {
  it('applies only from 4 characters', () => {
    expect(matchesYearFilter('201', '01/2015', '12/2018', today)).toBe(true);
    expect(matchesYearFilter('2014', '01/2015', '12/2018', today)).toBe(false);
  });

  it('matches years between from and to, an empty end meaning today', () => {
    expect(matchesYearFilter('2015', '09/2015', '12/2018', today)).toBe(true);
    expect(matchesYearFilter('2018', '09/2015', '12/2018', today)).toBe(true);
    expect(matchesYearFilter('2019', '09/2015', '12/2018', today)).toBe(false);
    expect(matchesYearFilter('2026', '09/2015', '', today)).toBe(true);
    expect(matchesYearFilter('2027', '09/2015', null, today)).toBe(false);
    expect(matchesYearFilter('abcd', '09/2015', null, today)).toBe(false);
  });

  it('short text always matches; a year inside the range always matches', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3 }), fc.integer({ min: 1950, max: 2026 }), fc.integer({ min: 0, max: 20 }), (t, from, span) => {
        expect(matchesYearFilter(t, `01/${from}`, null, today)).toBe(true);
        const to = Math.min(from + span, 2026);
        const y = from + Math.floor(span / 2);
        if (y <= to) expect(matchesYearFilter(String(y), `01/${from}`, `12/${to}`, today)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
