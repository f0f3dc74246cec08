import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFormula, evaluateFormula } from './formula';

describe('safe formula evaluator', () => {
  it('evaluates numbers, + - * /, parentheses, unary minus and {id} placeholders', () => {
    const values = { '12': 30, '13': 10, '7': 5 };
    expect(evaluateFormula('{12}', values)).toBe(30);
    expect(evaluateFormula('{12} + {13}', values)).toBe(40);
    expect(evaluateFormula('100 - (100 - {12}) * (100 - {13}) / 100', values)).toBeCloseTo(37, 10);
    expect(evaluateFormula('-{7} * -2', values)).toBe(10);
    expect(evaluateFormula('2 + 3 * 4', {})).toBe(14);
    expect(evaluateFormula('(2 + 3) * 4', {})).toBe(20);
    expect(evaluateFormula('8 / 4 / 2', {})).toBe(1);
    expect(evaluateFormula('10 - 4 - 3', {})).toBe(3);
    expect(evaluateFormula('0,5 * 4', {})).toBe(2);
    expect(evaluateFormula('{ 12 }', values)).toBe(30);
    expect(evaluateFormula('+-+3', {})).toBe(-3);
  });

  it('lists the placeholders it uses', () => {
    const c = compileFormula('{1} + {2} * {1}');
    expect(c.ok && c.formula.placeholders).toEqual(['1', '2']);
  });

  it('refuses anything that is not arithmetic', () => {
    for (const bad of ['', 'alert(1)', '{1} +', '(1', '1)', '{}', '{1', '1 ** 2', 'constructor', '2 3', '{1}{2}', 'process.exit()']) {
      expect(compileFormula(bad).ok).toBe(false);
    }
    expect(compileFormula(`${'('.repeat(500)}1${')'.repeat(500)}`).ok).toBe(false);
    expect(compileFormula(`${'1+'.repeat(1500)}1`).ok).toBe(false);
  });

  it('fails evaluation on a missing value or a division by zero', () => {
    expect(evaluateFormula('{99}', { '1': 2 })).toBeNull();
    expect(evaluateFormula('1 / ({1} - 2)', { '1': 2 })).toBeNull();
  });

  it('agrees with JavaScript arithmetic on generated expressions', () => {
    type Gen = { text: string; value: (a: number, b: number) => number };
    const expr = fc.letrec<{ e: Gen }>((tie) => ({
      e: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.integer({ min: 0, max: 99 }).map((n): Gen => ({ text: String(n), value: () => n })),
        fc.constant<Gen>({ text: '{a}', value: (a) => a }),
        fc.constant<Gen>({ text: '{b}', value: (_a, b) => b }),
        fc.tuple(tie('e'), fc.constantFrom('+', '-', '*'), tie('e')).map(
          ([l, op, r]): Gen => ({
            text: `(${l.text} ${op} ${r.text})`,
            value: (a, b) => (op === '+' ? l.value(a, b) + r.value(a, b) : op === '-' ? l.value(a, b) - r.value(a, b) : l.value(a, b) * r.value(a, b)),
          }),
        ),
        tie('e').map((inner): Gen => ({ text: `-${inner.text}`, value: (a, b) => -inner.value(a, b) })),
      ),
    })).e;
    fc.assert(
      fc.property(expr, fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), (g, a, b) => {
        expect(evaluateFormula(g.text, { a, b })).toBe(g.value(a, b));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789+-*/(){} .,ax') }), (text) => {
        evaluateFormula(text, { a: 1, '1': 2 });
      }),
      { numRuns: 400 },
    );
  });
});
