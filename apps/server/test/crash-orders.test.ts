import { describe, expect, it } from 'vitest';
import { crashRun } from './support/crashHarness';
import { ITERATIONS, TIMEOUT_MS, campaignSend, orderPlacement, print, source } from './support/crashOperations';

// Crash consistency of an order between members and a campaign send: see test/support/crashOperations.ts.
describe(`kill -9 during an order or a send (${ITERATIONS} runs each)`, () => {
  it(
    'leaves an order wholly placed (every line, the units taken) or wholly absent, and placed when acknowledged',
    async () => {
      const report = await crashRun(source(), orderPlacement(20), ITERATIONS);
      print('order', report);
      expect(report.acknowledged + report.presentUnacknowledged + report.absent).toBe(ITERATIONS);
    },
    TIMEOUT_MS,
  );

  it(
    'completes a campaign send after the restart with one e-mail per address, or leaves no mailing',
    async () => {
      const report = await crashRun(source(), campaignSend(150), ITERATIONS);
      print('campaign send', report);
      expect(report.acknowledged + report.presentUnacknowledged + report.absent).toBe(ITERATIONS);
    },
    TIMEOUT_MS,
  );
});
