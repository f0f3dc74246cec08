import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorTo, formatAxisValue, formatEuro, formatLongDecimal, formatNumber, formatPercent, parseGermanNumber, roundTo } from './formatNumber';

describe('formatNumber (German style, spec 000 §9)', () => {
  it('groups thousands with dots and uses a decimal comma, 2 decimals by default', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(12)).toBe('12,00');
    expect(formatNumber(999.999)).toBe('1.000,00');
    expect(formatNumber(-1234.5)).toBe('-1.234,50');
    expect(formatNumber(1234.5, { decimals: 0 })).toBe('1.235');
    expect(formatNumber(1234.5, { grouping: false })).toBe('1234,50');
  });

  it('rounds half away from zero on the decimal value', () => {
    expect(formatNumber(1.005)).toBe('1,01');
    expect(formatNumber(-1.005)).toBe('-1,01');
    expect(formatNumber(0.125)).toBe('0,13');
    expect(formatNumber(-0.001)).toBe('0,00');
  });

  it('prints non-finite values as an empty cell', () => {
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('matches Intl de-DE on ordinary amounts (when the ICU data has it)', () => {
    const intl = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    if (intl.resolvedOptions().locale !== 'de-DE') return;
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatNumber(cents / 100)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips through parseGermanNumber to the rounded value', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.integer({ min: 0, max: 6 }), (value, decimals) => {
        const parsed = parseGermanNumber(formatNumber(value, { decimals }));
        expect(parsed).not.toBeNull();
        expect(parsed).toBeCloseTo(roundTo(value, decimals), decimals);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws and only uses digits, dots, one comma and a leading minus', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const text = formatNumber(value);
        expect(text === '' || /^-?\d{1,3}(\.\d{3})*,\d{2}$/.test(text)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('percent, euro and the 8-decimal column', () => {
  it('formats percentages and euros with 2 decimals and a no-break space', () => {
    expect(formatPercent(12.5)).toBe('12,50\u00a0%');
    expect(formatEuro(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatEuro(Number.NaN)).toBe('');
  });

  it('formats the CSV column with 8 decimals and no grouping', () => {
    expect(formatLongDecimal(0.123456789)).toBe('0,12345679');
    expect(formatLongDecimal(1234.5)).toBe('1234,50000000');
  });
});

describe('parseGermanNumber', () => {
  it('reads German numbers and rejects other text', () => {
    expect(parseGermanNumber('1.234,56')).toBe(1234.56);
    expect(parseGermanNumber('-12,5')).toBe(-12.5);
    expect(parseGermanNumber('1234')).toBe(1234);
    expect(parseGermanNumber('12.34')).toBeNull();
    expect(parseGermanNumber('1.23,4')).toBeNull();
    expect(parseGermanNumber('abc')).toBeNull();
    expect(parseGermanNumber('')).toBeNull();
  });
});

describe('roundTo and floorTo', () => {
  it('corrects binary noise', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(floorTo(12.34, 2)).toBe(12.34);
    expect(floorTo(12.349, 2)).toBe(12.34);
    expect(floorTo(-0.001, 2)).toBe(-0.01);
  });

  it('floorTo never exceeds the value by more than the noise and is within one step below', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const floored = floorTo(value, 2);
        expect(floored).toBeLessThanOrEqual(value + Math.abs(value) * 1e-12 + 1e-12);
        expect(value - floored).toBeLessThan(0.01 + 1e-9);
      }),
      { numRuns: 300 },
    );
  });
});

describe('formatAxisValue (chart y axis: mil, M, b, t)', () => {
  it('abbreviates with the spec units', () => {
    expect(formatAxisValue(950)).toBe('950');
    expect(formatAxisValue(1500)).toBe('1,5 mil');
    expect(formatAxisValue(2_000_000)).toBe('2 M');
    expect(formatAxisValue(3_250_000_000)).toBe('3,25 b');
    expect(formatAxisValue(4e12)).toBe('4 t');
    expect(formatAxisValue(999_999)).toBe('1 M');
    expect(formatAxisValue(-1500)).toBe('-1,5 mil');
    expect(formatAxisValue(0)).toBe('0');
  });
});
