// The closing report of `pnpm test`. turbo runs every package's lint, typecheck and test with --continue and writes
// its run summary (--summarize, .turbo/runs/*.json); every test run writes a JSON report in its package
// (.test-results.json from Vitest, .e2e-results.json from Playwright). This script reads them all and prints: each
// package's tasks with their durations and outcome, every failing test by package, the tasks that failed without a
// failing test (a lint, a type error, a crash, a test run cut off) and the total 'Tests: N passed, N failed'. It exits
// non-zero when anything failed or no test ran.
//
// Usage: node scripts/test-summary.mjs --clean (before the run: deletes old reports and run summaries)
//        node scripts/test-summary.mjs        (after the run)
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const REPORTS = ['.test-results.json', '.e2e-results.json'];
const RUNS = join('.turbo', 'runs');

/** Every package folder of the workspace with its name. */
const packages = ['apps', 'packages']
  .flatMap((top) => (existsSync(top) ? readdirSync(top).map((name) => join(top, name)) : []))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => ({ dir, name: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name ?? dir }));

if (process.argv.includes('--clean')) {
  for (const { dir } of packages) for (const f of REPORTS) rmSync(join(dir, f), { force: true });
  rmSync(RUNS, { recursive: true, force: true });
  process.exit(0);
}

/** '1 min 05 s' or '4.2 s'. */
function duration(ms) {
  if (!Number.isFinite(ms) || ms < 0) return '?';
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((l) => l.trim() !== '')
    ?.trim() ?? '';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape sequences of terminal colours are what it removes
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');

/**
 * What a reader needs to tell one failure from another without the full log: the lines of an assertion's message that
 * say what was expected and what came (at most four), indented under the failing test.
 */
function details(message) {
  const lines = plain(message)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^(Expected|Received|Call log|- Timeout|Timeout)/.test(l))
    .slice(0, 4);
  return lines.length ? `\n        ${lines.join('\n        ')}` : '';
}

/** The test file's line of a Vitest failure: the first stack frame in a test file. */
function vitestWhere(message, file) {
  const base = file.split('/').at(-1);
  const match = base ? plain(message).match(new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+)`)) : null;
  return match ? ` (line ${match[1]})` : '';
}

/** Counts and failing tests of a Vitest JSON report (`--reporter=json`). */
function readVitest(report, dir) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = relative(dir, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) {
      const title = [...(t.ancestorTitles ?? []), t.title].filter(Boolean).join(' › ');
      const message = t.failureMessages?.[0];
      failures.push(`${where} › ${title}${message ? `${vitestWhere(message, where)}: ${firstLine(plain(message))}${details(message)}` : ''}`);
    }
    // A file that failed as a whole (it did not load, a hook threw) has no failing test of its own.
    if (file.status === 'failed' && failed.length === 0) failures.push(`${where}: ${firstLine(file.message) || 'failed'}`);
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
  };
}

/** Counts and failing tests of a Playwright JSON report. */
function readPlaywright(report) {
  const failures = [];
  const walk = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.flatMap((r) => r.errors ?? (r.error ? [r.error] : []))[0];
        const flaky = test.status === 'flaky' ? ' (flaky: passed on retry)' : '';
        const line = error?.location?.line ? ` (line ${error.location.line})` : '';
        failures.push(`${[...path, spec.title].join(' › ')}${flaky}${line}${error ? `: ${firstLine(plain(error.message))}${details(error.message)}` : ''}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  // Errors outside any test (the web server did not start, a file did not load).
  for (const error of report.errors ?? []) failures.push(`(outside tests): ${firstLine(error.message)}`);
  return {
    passed: report.stats?.expected ?? 0,
    failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0),
    skipped: report.stats?.skipped ?? 0,
    failures,
  };
}

/** The turbo run summary of this run (the newest; --clean deleted older ones), or null. */
function turboRun() {
  if (!existsSync(RUNS)) return null;
  const files = readdirSync(RUNS)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const newest = files.at(-1);
  return newest ? JSON.parse(readFileSync(join(RUNS, newest), 'utf8')) : null;
}

const run = turboRun();
const tasksOf = (name) => (run?.tasks ?? []).filter((t) => t.package === name && t.execution);

let passed = 0;
let failed = 0;
let skipped = 0;
let reportCount = 0;
const failingTests = [];
const failedTasks = [];

console.log('\nBy package (task durations):');
for (const { dir, name } of packages) {
  const tasks = tasksOf(name);
  const results = REPORTS.map((f) => join(dir, f))
    .filter((f) => existsSync(f))
    .map((f) => {
      const report = JSON.parse(readFileSync(f, 'utf8'));
      return { file: f, ...(report.stats ? readPlaywright(report) : readVitest(report, dir)) };
    });
  if (tasks.length === 0 && results.length === 0) continue;
  reportCount += results.length;
  const line = tasks
    .map(({ task, execution: { startTime, endTime, exitCode } }) => `${task} ${duration(endTime - startTime)}${exitCode === 0 ? '' : ' FAILED'}`)
    .join(', ');
  const counts = results.map((r) => `${r.passed} passed${r.failed ? `, ${r.failed} failed` : ''}`).join(' + ');
  console.log(`  ${name.padEnd(20)} ${line || '(no turbo task recorded)'}${counts ? `  [${counts}]` : ''}`);
  for (const r of results) {
    passed += r.passed;
    failed += r.failed;
    skipped += r.skipped;
    for (const f of r.failures) failingTests.push({ name, file: f, report: r.file });
  }
  // A failed test task whose failing tests are listed needs no second line; any other failed task does.
  const listed = results.some((r) => r.failures.length > 0);
  for (const t of tasks) {
    if (t.execution.exitCode !== 0 && !(t.task === 'test' && listed)) {
      failedTasks.push(`${t.taskId} (exit code ${t.execution.exitCode ?? '?'}; log: ${t.logFile ?? 'see above'})`);
    }
  }
  // A test task that ran but left no report was cut off (or crashed before reporting).
  const test = tasks.find((t) => t.task === 'test');
  if (test && results.length === 0 && test.execution.exitCode === 0) failedTasks.push(`${test.taskId} wrote no test report`);
}

if (failingTests.length > 0) {
  console.log('\nFailing tests:');
  let current = '';
  for (const { name, file } of failingTests) {
    if (name !== current) {
      current = name;
      console.log(`  ${name}`);
    }
    console.log(`    ✗ ${file}`);
  }
}
if (failedTasks.length > 0) {
  console.log('\nFailed tasks without a failing test listed above:');
  for (const t of failedTasks) console.log(`  ✗ ${t}`);
}
if (run?.execution) {
  const { startTime, endTime, attempted, failed: turboFailed } = run.execution;
  console.log(`\nturbo: ${attempted} tasks, ${turboFailed} failed, ${duration(endTime - startTime)}`);
}
console.log(`${reportCount} test reports`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
const attachments = join('apps', 'storybook', '.vitest-attachments');
if (failed > 0 && existsSync(attachments)) {
  console.log(`Screenshots that differ (actual and diff images): ${attachments}/`);
}
const turboFailed = !run || (run.execution?.exitCode ?? 1) !== 0;
if (!run) console.log('No turbo run summary found (.turbo/runs): the run did not finish.');
if (failed > 0 || failingTests.length > 0 || failedTasks.length > 0 || passed === 0 || turboFailed) process.exit(1);
