import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepperValue, stepQuantity, stockState, validatePurchase } from './purchase';

describe('purchase form (spec 001 §5)', () => {
  it('lists the missing items under the spec texts', () => {
    expect(validatePurchase(null, [{ CodigoAlmacen: 'A1', Cantidad: 0 }])).toEqual({
      ok: false,
      title: 'Hay campos sin rellenar',
      intro: 'Debe rellenar los siguientes campos:',
      missing: ['- Punto de recogida', '- Almacén y unidades'],
    });
    expect(validatePurchase(7, [])).toMatchObject({ ok: false, missing: ['- Almacén y unidades'] });
    expect(validatePurchase(0, [{ CodigoAlmacen: 'A1', Cantidad: 2 }])).toMatchObject({ ok: false, missing: ['- Punto de recogida'] });
    expect(validatePurchase(7, [{ CodigoAlmacen: 'A1', Cantidad: 2 }])).toEqual({ ok: true });
  });
});

describe('quantity stepper', () => {
  it('holds integers only, non-numeric → 0, minus → 0, 4 digits, capped at stock', () => {
    expect(stepperValue('3', '10')).toBe(3);
    expect(stepperValue('abc', '10')).toBe(0);
    expect(stepperValue('-2', '10')).toBe(0);
    expect(stepperValue('2.5', '10')).toBe(0);
    expect(stepperValue('12', '10')).toBe(10);
    expect(stepperValue('123456', 99999)).toBe(1234);
    expect(stepperValue('5', '-9999')).toBe(0);
    expect(stepQuantity(9, 1, '10')).toBe(10);
    expect(stepQuantity(10, 1, '10')).toBe(10);
    expect(stepQuantity(0, -1, '10')).toBe(0);
  });

  it('always yields an integer between 0 and the stock', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -10, max: 20000 }), (typed, stock) => {
        const v = stepperValue(typed, String(stock));
        expect(Number.isInteger(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(Math.max(0, Math.min(stock, 9999)));
      }),
      { numRuns: 300 },
    );
  });

  it('knows the special stock values', () => {
    expect(stockState('0')).toBe('none');
    expect(stockState('-9999')).toBe('grey');
    expect(stockState('4')).toBe('available');
    expect(stockState('x')).toBe('none');
  });
});
