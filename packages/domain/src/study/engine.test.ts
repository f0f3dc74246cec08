import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBrandDiscounts, withDiscountEdited } from './discounts';
import { calculatedNet, computeStudy, tierOf } from './engine';
import type { StudyDiscount, StudyFormulaRow, StudyRecords, StudyReference } from './types';

const ref = (line: number, brand: number, pvp: number | null, neto: number | null, pct: number, acc: number): StudyReference => ({
  ID_LINEA: line,
  ID_MARCA: brand,
  MAR_NOMBRE: brand === 1 ? 'BOSCH' : 'TRW',
  ID_PROVEEDOR: 100 + brand,
  REFERENCIA: `R${line}-${brand}`,
  PVP: pvp,
  NETO: neto,
  TIPO: 1,
  PORCENTAJE: pct,
  ACUMULADO: acc,
});

const descuentos: StudyDiscount[] = [
  { MARCA: 1, ID: 10, TIPO_PRECIO: 1, DTO: 20, DTO_MAX: 30 },
  { MARCA: 1, ID: 11, TIPO_PRECIO: 2, DTO: 10, DTO_MAX: 15 },
  { MARCA: 2, ID: 20, TIPO_PRECIO: 1, DTO: 25, DTO_MAX: 25 },
  { MARCA: 2, ID: 21, TIPO_PRECIO: 2, DTO: 0, DTO_MAX: null },
];
const formulas: StudyFormulaRow[] = [
  { MARCA: 1, FORM_PVP: '{10}', FORM_NETO: '{11}' },
  { MARCA: '2', FORM_PVP: '{20}', FORM_NETO: '{21}' },
];
const records: StudyRecords = {
  referencias: [
    ref(1, 1, 100, 0, 20, 20),
    ref(1, 2, 100, 50, 20, 20),
    ref(2, 1, 10, 8, 10, 30),
    ref(2, 2, 12, 0, 10, 30),
    ref(3, 1, 20, 0, 15, 45),
    ref(3, 2, 0, 0, 15, 45),
    ref(4, 1, 40, null, 55, 100),
    ref(4, 2, 40, 30, 55, 100),
  ],
  descuentos,
  formulas,
  cuadroConsumos: [],
};

describe('study calculations (spec 000 §9), worked example', () => {
  const r = computeStudy(records, { maximos: false });

  it('calculated net: NETO − NETO × net discount when NETO > 0, else PVP − PVP × PVP discount, 2 decimals', () => {
    expect([...r.rowNet]).toEqual([80, 50, 7.2, 9, 16, 0, 32, 30]);
    expect(calculatedNet(10.005, 0, { pvpRate: 0, netoRate: 0.5 })).toBe(10.01);
  });

  it('A, B, C per line and tiers by accumulated percentage', () => {
    expect([...r.lineA]).toEqual([20, 10, 0, 55]);
    expect([...r.lineB]).toEqual([1, 1, 0, 1]);
    expect([...r.lineC]).toEqual([1, 1, 0, 1]);
    expect([...r.lineTier]).toEqual([1, 2, 2, 4]);
    expect([tierOf(25), tierOf(25.01), tierOf(50), tierOf(75), tierOf(75.5), tierOf(100), tierOf(null)]).toEqual([1, 2, 2, 3, 4, 4, 4]);
    expect(r.tiers.map((t) => [t.tier, t.lines, t.totalA])).toEqual([
      [1, 1, 20],
      [2, 1, 10],
      [3, 0, 0],
      [4, 1, 55],
      ['all', 3, 85],
    ]);
  });

  it('brand averages weight by C per tier and by A/100 over all rows', () => {
    const [bosch, trw] = r.brands;
    expect(bosch?.averages[0]).toBeCloseTo(80, 10);
    expect(bosch?.averages[1]).toBeCloseTo(7.2, 10);
    expect(bosch?.averages[4]).toBeCloseTo(34.32, 10);
    expect(trw?.averages[4]).toBeCloseTo(27.4, 10);
  });

  it('comparison percentage against the lowest-average brand, floored to 2 decimals', () => {
    expect(r.brands.map((b) => b.percentages)).toEqual([
      [60, 0, null, 6.66, 25.25],
      [0, 25, null, 0, 0],
    ]);
  });

  it('maximums mode reads DTO_MAX (missing value → 0)', () => {
    const m = computeStudy(records, { maximos: true });
    expect([...m.rowNet]).toEqual([70, 50, 6.8, 9, 14, 0, 28, 30]);
  });

  it('excluded brands are left out, and lines priced for every remaining brand count', () => {
    const only = computeStudy(records, { maximos: false, includedBrands: [1] });
    expect(only.brands.map((b) => b.name)).toEqual(['BOSCH']);
    expect([...only.lineA]).toEqual([20, 10, 15, 55]);
    expect(only.rowLine[1]).toBe(-1);
    expect(only.brands[0]?.percentages[4]).toBe(0);
  });

  it('gives the same result whatever the line ids look like (small ints, huge ints, text)', () => {
    const relabel = (f: (id: number) => number | string) =>
      computeStudy({ ...records, referencias: records.referencias.map((x) => ({ ...x, ID_LINEA: f(x.ID_LINEA as number) })) }, { maximos: false });
    for (const other of [relabel((id) => id * 1e9), relabel((id) => `L-${id}`), relabel((id) => -id), relabel((id) => id + 0.5)]) {
      expect([...other.lineA]).toEqual([...r.lineA]);
      expect(other.brands.map((b) => b.percentages)).toEqual(r.brands.map((b) => b.percentages));
    }
  });

  it('a line missing a brand does not count', () => {
    const missing = computeStudy({ ...records, referencias: records.referencias.filter((x) => !(x.ID_LINEA === 1 && x.ID_MARCA === 2)) }, { maximos: false });
    expect(missing.lineA[0]).toBe(0);
  });
});

describe('discount formulas and their messages (spec 000 §8)', () => {
  it("reads 'No se encontró fórmula.' without a formula and 'Error al calcular …' when it fails", () => {
    const d = computeBrandDiscounts(
      [1, 2, 3],
      descuentos,
      [
        { MARCA: 1, FORM_PVP: '{10} +', FORM_NETO: '{99}' },
        { MARCA: 2, FORM_PVP: '100 - (100-{20})*(100-{21})/100', FORM_NETO: '' },
      ],
      false,
    );
    expect(d.get('1')).toMatchObject({
      pvp: { ok: false, message: 'Error al calcular PVP' },
      neto: { ok: false, message: 'Error al calcular NETO' },
      pvpRate: 0,
      netoRate: 0,
    });
    expect(d.get('2')).toMatchObject({ pvp: { ok: true, percent: 25 }, neto: { ok: false, message: 'No se encontró fórmula.' }, pvpRate: 0.25 });
    expect(d.get('3')).toMatchObject({ pvp: { ok: false, message: 'No se encontró fórmula.' }, neto: { ok: false, message: 'No se encontró fórmula.' } });
  });

  it('a discount edit changes the recalculated study', () => {
    const edited = withDiscountEdited(descuentos, 10, 50, false);
    expect(computeStudy({ ...records, descuentos: edited }, { maximos: false }).rowNet[0]).toBe(50);
    expect(descuentos[0]?.DTO).toBe(20);
  });
});

/** A plain, object-based implementation of the same rules: the oracle of the property tests. */
function naiveStudy(refs: readonly StudyReference[], rates: Record<string, { p: number; n: number }>) {
  const brands = [...new Set(refs.map((r) => String(r.ID_MARCA)))];
  const lines = new Map<string, StudyReference[]>();
  for (const r of refs) lines.set(String(r.ID_LINEA), [...(lines.get(String(r.ID_LINEA)) ?? []), r]);
  const net = (r: StudyReference) => {
    const rate = rates[String(r.ID_MARCA)]!;
    return (r.NETO ?? 0) > 0 ? Math.round((r.NETO! - r.NETO! * rate.n) * 100) / 100 : Math.round(((r.PVP ?? 0) - (r.PVP ?? 0) * rate.p) * 100) / 100;
  };
  const info = [...lines.values()].map((rs) => {
    const zero = rs.some((r) => net(r) === 0) || new Set(rs.map((r) => String(r.ID_MARCA))).size < brands.length;
    return { rs, tier: tierOf(rs[0]!.ACUMULADO), a: zero ? 0 : (rs[0]!.PORCENTAJE ?? 0) };
  });
  const tierTotal = [1, 2, 3, 4].map((t) => info.filter((l) => l.tier === t).reduce((s, l) => s + l.a, 0));
  return brands.map((b) => {
    const avg = [0, 0, 0, 0, 0];
    for (const l of info) {
      if (l.a === 0) continue;
      for (const r of l.rs.filter((x) => String(x.ID_MARCA) === b)) {
        avg[l.tier - 1]! += (l.a / tierTotal[l.tier - 1]!) * net(r);
        avg[4]! += (l.a / 100) * net(r);
      }
    }
    return avg;
  });
}

describe('engine properties', () => {
  const study = fc
    .record({
      lines: fc.integer({ min: 1, max: 30 }),
      brands: fc.integer({ min: 1, max: 4 }),
      seed: fc.array(
        fc.tuple(
          fc.option(fc.integer({ min: 0, max: 500 }), { freq: 8 }),
          fc.option(fc.integer({ min: 0, max: 500 }), { freq: 3 }),
          fc.integer({ min: 0, max: 100 }),
        ),
        {
          minLength: 120,
          maxLength: 120,
        },
      ),
      rates: fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 8, maxLength: 8 }),
      drop: fc.integer({ min: 0, max: 200 }),
    })
    .map(({ lines, brands, seed, rates, drop }) => {
      const refs: StudyReference[] = [];
      let acc = 0;
      for (let l = 0; l < lines; l++) {
        const [, , pct] = seed[l]!;
        acc += pct / lines;
        for (let b = 1; b <= brands; b++) {
          if ((l * 7 + b) % 37 === drop % 37) continue;
          const [pvp, neto] = seed[(l * brands + b) % 120]!;
          refs.push({
            ID_LINEA: `L${l}`,
            ID_MARCA: b,
            MAR_NOMBRE: `M${b}`,
            REFERENCIA: `R${l}`,
            PVP: pvp,
            NETO: neto,
            PORCENTAJE: pct,
            ACUMULADO: Math.min(100, acc),
          });
        }
      }
      const descuentos: StudyDiscount[] = rates.map((r, i) => ({ MARCA: (i % 4) + 1, ID: i, TIPO_PRECIO: i < 4 ? 1 : 2, DTO: r }));
      const formulas: StudyFormulaRow[] = [1, 2, 3, 4].map((b) => ({ MARCA: b, FORM_PVP: `{${b - 1}}`, FORM_NETO: `{${b + 3}}` }));
      const rateOf: Record<string, { p: number; n: number }> = {};
      for (let b = 1; b <= 4; b++) rateOf[String(b)] = { p: rates[b - 1]! / 100, n: rates[b + 3]! / 100 };
      return { records: { referencias: refs, descuentos, formulas, cuadroConsumos: [] } as StudyRecords, rateOf };
    });

  it('agrees with a plain object-based implementation of the rules', () => {
    fc.assert(
      fc.property(study, ({ records, rateOf }) => {
        const fast = computeStudy(records, { maximos: false });
        const slow = naiveStudy(records.referencias, rateOf);
        fast.brands.forEach((b, i) => {
          b.averages.forEach((v, col) => {
            expect(v).toBeCloseTo(slow[i]![col]!, 6);
          });
        });
      }),
      { numRuns: 200 },
    );
  });

  it('is independent of row order; C sums to 1 in every tier with lines; the lowest brand reads 0', () => {
    fc.assert(
      fc.property(study, fc.integer(), ({ records }, salt) => {
        const a = computeStudy(records, { maximos: false });
        const shuffled = [...records.referencias]
          .map((r, i) => ({ r, k: Math.sin(i * 9301 + salt) }))
          .sort((x, y) => x.k - y.k)
          .map((x) => x.r);
        const b = computeStudy({ ...records, referencias: shuffled }, { maximos: false });
        const byId = new Map(b.brands.map((x) => [x.id, x]));
        for (const brand of a.brands) {
          brand.averages.forEach((v, col) => {
            expect(byId.get(brand.id)!.averages[col]).toBeCloseTo(v, 6);
          });
        }
        for (let t = 1; t <= 4; t++) {
          let sum = 0;
          a.lineC.forEach((c, l) => {
            if (a.lineTier[l] === t) sum += c;
          });
          if (a.tiers[t - 1]!.totalA > 0) expect(sum).toBeCloseTo(1, 9);
        }
        for (let col = 0; col < 5; col++) {
          const ps = a.brands.map((x) => x.percentages[col]).filter((p): p is number => p !== null);
          if (ps.length > 0) expect(Math.min(...ps)).toBe(0);
          for (const p of ps) expect(p).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 200 },
    );
  });
});
