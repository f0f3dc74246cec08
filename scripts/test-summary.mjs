// Adds up the JSON reports that every test run of the workspace writes (.test-results.json in each package)
// and prints one closing line 'Tests: N passed, N failed'. With --clean it deletes old reports first.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const folders = ['apps', 'packages'].flatMap((top) =>
  existsSync(top) ? readdirSync(top).map((name) => join(top, name)) : [],
);
const reports = folders.flatMap((dir) =>
  ['.test-results.json', '.e2e-results.json'].map((f) => join(dir, f)).filter((f) => existsSync(f)),
);

if (process.argv.includes('--clean')) {
  for (const f of reports) rmSync(f);
  process.exit(0);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if (r.stats) {
    // Playwright's JSON reporter
    passed += r.stats.expected ?? 0;
    failed += (r.stats.unexpected ?? 0) + (r.stats.flaky ?? 0);
    skipped += r.stats.skipped ?? 0;
  } else {
    // Vitest's JSON reporter
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  }
}
console.log(`\n${reports.length} test reports`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
const attachments = join('apps', 'storybook', '.vitest-attachments');
if (failed > 0 && existsSync(attachments)) {
  console.log(`Screenshots that differ (actual and diff images): ${attachments}/`);
}
if (failed > 0 || passed === 0) process.exit(1);
