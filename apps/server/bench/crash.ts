// Crash consistency at length: test/crash-*.test.ts with CRASH_ITERATIONS (200 by default) kills of
// each operation (contact import, workshop import, order, campaign send) on PGlite and on PostgreSQL, through vitest so
// that the runs use the tests' template databases. Its figures are the runs and what each saw; the goal is that every
// run left its operation whole (the test passes). Long: each run restarts the server (`pnpm bench --only crash`).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { record } from './support/results';

const iterations = Number(process.env.CRASH_ITERATIONS ?? 200);
const started = performance.now();
const run = spawnSync('npx', ['vitest', 'run', 'test/crash-', '--reporter=default'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  env: { ...process.env, CRASH_ITERATIONS: String(iterations), NO_COLOR: '1', FORCE_COLOR: '0' },
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const output = `${run.stdout}\n${run.stderr}`;
// Each test prints one line per run: 'crash <database> <operation>: …' (see print() in the test).
const lines = output.split('\n').flatMap((l) => {
  const at = l.search(/crash (pglite|postgres) /);
  return at < 0 ? [] : [l.slice(at).trim()];
});
const passed = run.status === 0;
const minutes = (performance.now() - started) / 60_000;
console.log(`\n### Crash consistency (kill -9, ${iterations} runs per operation and database)\n`);
console.log('| run |');
console.log('|---|');
for (const line of lines) console.log(`| ${line} |`);
const verdict = passed ? 'Every run left its operation whole' : 'FAILED: see the output below';
console.log(`\n${verdict} (${minutes.toFixed(1)} min).`);
if (!passed) console.log(output.slice(-8000));
const figure = `crash consistency: ${iterations} kills per operation on PGlite and PostgreSQL, runs left whole`;
record(figure, passed ? 1 : 0, 'pass', { text: 'every run', holds: passed });
record('crash consistency: duration', minutes, 'min');
