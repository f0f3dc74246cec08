import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignPeriodLines, isBareDate } from './campaignPeriod';

describe('campaignPeriodLines', () => {
  it('puts words around bare dates', () => {
    expect(campaignPeriodLines('1 de diciembre', '31 de diciembre')).toEqual(['Del 1 de diciembre al 31 de diciembre']);
    expect(campaignPeriodLines('01/12/2026', '31/12/2026')).toEqual(['Del 01/12/2026 al 31/12/2026']);
    expect(campaignPeriodLines('1 de junio', null)).toEqual(['Desde el 1 de junio']);
    expect(campaignPeriodLines('  ', '30 de junio')).toEqual(['Hasta el 30 de junio']);
    expect(campaignPeriodLines(null, undefined)).toEqual([]);
  });

  it("shows the member's own phrases as written ('Del Desde el 1 de diciembre al Hasta el 31 de diciembre')", () => {
    expect(campaignPeriodLines('Desde el 1 de diciembre', 'Hasta el 31 de diciembre')).toEqual(['Desde el 1 de diciembre', 'Hasta el 31 de diciembre']);
    expect(campaignPeriodLines('1 de diciembre', 'Hasta fin de existencias')).toEqual(['Desde el 1 de diciembre', 'Hasta fin de existencias']);
    expect(campaignPeriodLines('Todo diciembre', null)).toEqual(['Todo diciembre']);
  });

  it('never doubles a lead word, whatever the texts', () => {
    const phrase = fc.constantFrom('Desde', 'Hasta', 'Del', 'Válido', 'Todo').chain((lead) => fc.string({ maxLength: 20 }).map((rest) => `${lead} ${rest}`));
    const text = fc.oneof(
      phrase,
      fc.nat(31).map((d) => `${d} de mayo`),
      fc.constant(''),
    );
    fc.assert(
      fc.property(text, text, (from, to) => {
        const joined = campaignPeriodLines(from, to).join('\n');
        expect(joined).not.toMatch(/\b(Del|Desde el|Hasta el|al) (Desde|Hasta|Del|Válido|Todo)\b/);
        // Every text given is shown.
        for (const t of [from, to]) if (t.trim()) expect(joined).toContain(t.trim());
      }),
    );
  });

  it('knows a bare date by its first character', () => {
    expect(isBareDate(' 7 de mayo')).toBe(true);
    expect(isBareDate('Mayo')).toBe(false);
  });
});
