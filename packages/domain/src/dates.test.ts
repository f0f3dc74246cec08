import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDateOf, compareDates, dayMonthStamp, dayNumber, formatDate, formatMonthYear, monthName, parseDate, parseMonthYear, twoDigits } from './dates';

const calendarDate = fc
  .record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) })
  .chain((d) => fc.constantFrom(d, { ...d, day: 29 }, { ...d, day: 30 }, { ...d, day: 31 }))
  .filter((d) => parseDate(formatDate(d)) !== null);

describe('DD/MM/YYYY', () => {
  it('parses and prints the spec format', () => {
    expect(parseDate('07/03/2024')).toEqual({ year: 2024, month: 3, day: 7 });
    expect(formatDate({ year: 2024, month: 3, day: 7 })).toBe('07/03/2024');
    expect(parseDate(' 29/02/2024 ')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('rejects days that do not exist and other shapes', () => {
    expect(parseDate('29/02/2023')).toBeNull();
    expect(parseDate('31/04/2024')).toBeNull();
    expect(parseDate('7/3/2024')).toBeNull();
    expect(parseDate('2024-03-07')).toBeNull();
    expect(parseDate('00/01/2024')).toBeNull();
  });

  it('round-trips print → parse', () => {
    fc.assert(
      fc.property(calendarDate, (d) => {
        expect(parseDate(formatDate(d))).toEqual(d);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        parseDate(s);
        parseMonthYear(s);
      }),
      { numRuns: 300 },
    );
  });

  it('dayNumber orders like compareDates and counts consecutive days', () => {
    expect(dayNumber({ year: 2024, month: 3, day: 1 }) - dayNumber({ year: 2024, month: 2, day: 28 })).toBe(2);
    expect(dayNumber({ year: 2023, month: 3, day: 1 }) - dayNumber({ year: 2023, month: 2, day: 28 })).toBe(1);
    fc.assert(
      fc.property(calendarDate, calendarDate, (a, b) => {
        expect(Math.sign(dayNumber(a) - dayNumber(b))).toBe(Math.sign(compareDates(a, b)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('MM/YYYY', () => {
  it('parses and prints vehicle model dates', () => {
    expect(parseMonthYear('09/2015')).toEqual({ year: 2015, month: 9 });
    expect(formatMonthYear({ year: 2015, month: 9 })).toBe('09/2015');
    expect(parseMonthYear('13/2015')).toBeNull();
    expect(parseMonthYear('9/2015')).toBeNull();
  });
});

describe('helpers', () => {
  it('names months in Spanish and pads to two digits', () => {
    expect(monthName(1)).toBe('Enero');
    expect(monthName(12)).toBe('Diciembre');
    expect(monthName(13)).toBe('');
    expect(twoDigits(3)).toBe('03');
    expect(twoDigits(12)).toBe('12');
  });

  it('reads the local calendar fields of an instant and stamps day_month', () => {
    expect(calendarDateOf(new Date(2024, 2, 7, 23, 59))).toEqual({ year: 2024, month: 3, day: 7 });
    expect(dayMonthStamp({ year: 2024, month: 3, day: 7 })).toBe('07_03');
  });
});
