// One machine-readable line per figure: `pnpm bench` (scripts/bench.mjs) sets BENCH_RESULTS to a file, every bench
// appends its figures there, and the root script writes them to bench-results.json and fails on a broken goal.
import { appendFileSync } from 'node:fs';

/** A figure's goal: its wording and whether this run meets it. */
export interface Goal {
  text: string;
  holds: boolean;
}

/** Records one figure of this run (printed tables stay the human view). */
export function record(name: string, value: number, unit: string, goal?: Goal): void {
  const file = process.env.BENCH_RESULTS;
  if (!file) return;
  const entry = { name, value: Math.round(value * 1000) / 1000, unit, ...(goal ? { goal: goal.text, holds: goal.holds } : {}) };
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}
