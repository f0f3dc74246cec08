import { describe, expect, it } from 'vitest';
import { buildStudyConsumptionTable } from './consumptionTable';

describe("study consumption table ('TOTAL SUBFAMILIA' of type I is the reference total)", () => {
  it('builds one line per brand with shares of the totals', () => {
    const t = buildStudyConsumptionTable([
      { TIPO: 'I', MARCA: 'TOTAL SUBFAMILIA', CONSUMO: 1000 },
      { TIPO: 'G', MARCA: 'TOTAL SUBFAMILIA', CONSUMO: 50000 },
      { TIPO: 'I', MARCA: 'BOSCH', CONSUMO: 250 },
      { TIPO: 'G', MARCA: 'BOSCH', CONSUMO: 10000 },
      { TIPO: 'I', MARCA: 'TRW', CONSUMO: 100 },
      { TIPO: 'X', MARCA: 'OTRA', CONSUMO: 1 },
    ]);
    expect(t.referenceTotal).toBe(1000);
    expect(t.groupTotal).toBe(50000);
    expect(t.lines).toEqual([
      { brand: 'BOSCH', individual: 250, group: 10000, individualPercent: 25, groupPercent: 20 },
      { brand: 'TRW', individual: 100, group: null, individualPercent: 10, groupPercent: null },
    ]);
  });

  it('has no shares without the reference total', () => {
    const t = buildStudyConsumptionTable([{ TIPO: 'I', MARCA: 'BOSCH', CONSUMO: 250 }]);
    expect(t.referenceTotal).toBeNull();
    expect(t.lines[0]?.individualPercent).toBeNull();
  });
});
