import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupByMember, memberMatches, productMatches, tyreSearchKey, visibleBatteries } from './products';

describe('tyres, lubricants and batteries (spec 001 §5)', () => {
  it('general search covers Ref, RefComercial, Marca and Descripcion, case-insensitively', () => {
    const p = { Ref: 'X1', RefComercial: 'PC5', Marca: 'Michelin', Descripcion: 'Pilot Sport' };
    expect(productMatches(p, 'michelin')).toBe(true);
    expect(productMatches(p, 'pc5')).toBe(true);
    expect(productMatches(p, 'sport')).toBe(true);
    expect(productMatches(p, 'bridgestone')).toBe(false);
  });

  it('tyre search concatenates ancho, perfil and diámetro', () => {
    expect(tyreSearchKey('205', '55', '16')).toBe('2055516');
    expect(tyreSearchKey(195, ' 65 ', 'R15')).toBe('19565R15');
  });

  it('hides batteries with Stock below 1 and sorts by Stock descending', () => {
    const list = [
      { id: 1, Stock: '2' },
      { id: 2, Stock: 0 },
      { id: 3, Stock: 7 },
      { id: 4, Stock: 'x' },
      { id: 5, Stock: 2 },
    ];
    expect(visibleBatteries(list).map((b) => b.id)).toEqual([3, 1, 5]);
    fc.assert(
      fc.property(fc.array(fc.record({ Stock: fc.integer({ min: -5, max: 20 }) })), (bs) => {
        const v = visibleBatteries(bs);
        expect(v.every((b) => b.Stock >= 1)).toBe(true);
        for (let i = 1; i < v.length; i++) expect(v[i - 1]!.Stock).toBeGreaterThanOrEqual(v[i]!.Stock);
      }),
      { numRuns: 200 },
    );
  });

  it('groups offers by member in order of appearance', () => {
    const g = groupByMember([
      { socio: { SOC_NOMBRE: 'A' }, r: 1 },
      { socio: { SOC_NOMBRE: 'B' }, r: 2 },
      { socio: { SOC_NOMBRE: 'A' }, r: 3 },
    ]);
    expect(g.map((x) => [x.member, x.items.map((i) => i.r)])).toEqual([
      ['A', [1, 3]],
      ['B', [2]],
    ]);
  });
});

describe('member directory search (spec 001 §2.15)', () => {
  it('covers name, point-of-sale text and phone', () => {
    const m = { SOC_NOMBRE: 'Recambios Norte', SOC_TELEFONO: '985123456', PUNTOSVENTA: [{ PUNTOVENTA: 'Gijón, C/ Mayor' }] };
    expect(memberMatches(m, 'norte')).toBe(true);
    expect(memberMatches(m, 'gijón')).toBe(true);
    expect(memberMatches(m, '985')).toBe(true);
    expect(memberMatches(m, 'sur')).toBe(false);
  });
});
