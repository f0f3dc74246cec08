import { describe, expect, it } from 'vitest';
import { crashRun } from './support/crashHarness';
import { ITERATIONS, TIMEOUT_MS, contactImport, print, source, workshopImport } from './support/crashOperations';

// Crash consistency of the imports (contacts, workshops): see test/support/crashOperations.ts.
describe(`kill -9 during an import (${ITERATIONS} runs each)`, () => {
  it(
    'leaves a contact import wholly there or wholly absent, and there when acknowledged',
    async () => {
      const report = await crashRun(source(), contactImport(Math.min(1000, Math.floor(9000 / ITERATIONS))), ITERATIONS);
      print('contact import', report);
      expect(report.acknowledged + report.presentUnacknowledged + report.absent).toBe(ITERATIONS);
    },
    TIMEOUT_MS,
  );

  it(
    'leaves a workshop import wholly there or wholly absent, and there when acknowledged',
    async () => {
      const rows = Math.min(1000, Math.max(50, Math.floor(20_000 / ITERATIONS)));
      const report = await crashRun(source(), workshopImport(rows), ITERATIONS);
      print('workshop import', report);
      expect(report.acknowledged + report.presentUnacknowledged + report.absent).toBe(ITERATIONS);
    },
    TIMEOUT_MS,
  );
});
