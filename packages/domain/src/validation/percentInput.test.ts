import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISCOUNT_MAX, filterPercentText, formatPercentInput, isPercentInputKey, parsePercentInput, percentInputMessage } from './percentInput';

describe('European percentage input (spec 000 §5)', () => {
  it('accepts only digits, comma, period, dash, Delete and Backspace', () => {
    for (const k of ['0', '9', ',', '.', '-', 'Delete', 'Backspace']) expect(isPercentInputKey(k)).toBe(true);
    for (const k of ['a', 'e', '+', ' ', 'Enter']) expect(isPercentInputKey(k)).toBe(false);
    expect(filterPercentText('12a,5%')).toBe('12,5');
  });

  it('reads European decimals with 2 decimals by default', () => {
    expect(parsePercentInput('12,5')).toEqual({ isValid: true, value: 12.5 });
    expect(parsePercentInput('1.234,56')).toEqual({ isValid: true, value: 1234.56 });
    expect(parsePercentInput('12.5')).toEqual({ isValid: true, value: 12.5 });
    expect(parsePercentInput(',5')).toEqual({ isValid: true, value: 0.5 });
    expect(parsePercentInput('7')).toEqual({ isValid: true, value: 7 });
  });

  it('marks negatives, bad shapes and extra decimals invalid', () => {
    expect(parsePercentInput('-3')).toEqual({ isValid: false, reason: 'negative' });
    expect(parsePercentInput('-3,5')).toEqual({ isValid: false, reason: 'negative' });
    expect(parsePercentInput('1,234')).toEqual({ isValid: false, reason: 'decimals' });
    expect(parsePercentInput('1,2,3')).toEqual({ isValid: false, reason: 'format' });
    expect(parsePercentInput('1.2.3')).toEqual({ isValid: false, reason: 'format' });
    expect(parsePercentInput('3-')).toEqual({ isValid: false, reason: 'format' });
    expect(parsePercentInput('')).toEqual({ isValid: false, reason: 'empty' });
  });

  it('round-trips format → parse for non-negative values', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(parsePercentInput(formatPercentInput(cents / 100))).toEqual({ isValid: true, value: cents / 100 });
      }),
      { numRuns: 300 },
    );
  });

  it('never throws and a valid value is never negative', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789,.-') }), (s) => {
        const r = parsePercentInput(s);
        if (r.isValid) expect(r.value).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 400 },
    );
  });
});

describe('percentage limits and messages', () => {
  it('refuses a value above the maximum and says why', () => {
    expect(parsePercentInput('1.234,56', 2, DISCOUNT_MAX)).toEqual({ isValid: false, reason: 'max' });
    expect(parsePercentInput('100', 2, DISCOUNT_MAX)).toEqual({ isValid: true, value: 100 });
    expect(percentInputMessage('max')).toBe('El porcentaje no puede superar el 100 %');
  });

  it('has a Spanish message for every reason', () => {
    expect(parsePercentInput('1.234,567')).toEqual({ isValid: false, reason: 'decimals' });
    expect(percentInputMessage('decimals')).toBe('Como máximo 2 decimales');
    expect(parsePercentInput('-5')).toEqual({ isValid: false, reason: 'negative' });
    expect(percentInputMessage('negative')).toBe('El porcentaje no puede ser negativo');
    expect(percentInputMessage('format')).toBe('Introduzca un porcentaje válido, por ejemplo 12,50');
    expect(percentInputMessage('empty')).toBe('Introduzca un porcentaje');
  });
});
