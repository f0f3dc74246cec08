// `pnpm bench`: every figure of the project in one run, each as a ratio against a baseline measured in the
// same run on the same machine. Each package prints its own Markdown table; this script runs them in turn, then
// writes every figure to bench-results.json at the repo root ({ name: { value, unit, goal, holds } }) and exits 1
// when a figure breaks its goal. `pnpm bench --only <text>` runs only the benches whose file or group name contains
// the text (e.g. `--only http`, `--only bundle`, `--only lighthouse`, `--only health`, `--only studies`, `--only domain`).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const benches = [
  { title: 'API server', filter: '@socios/server', needs: 'apps/server/bench/http.ts', files: 'apps/server/bench' },
  { title: 'Domain rules', filter: '@socios/domain', needs: 'packages/domain/bench/run.ts', key: 'domain' },
  { title: 'Portal bundle', filter: '@socios/portal', needs: 'apps/portal/bench/bundle.mjs', key: 'bundle' },
  { title: 'Lighthouse', filter: '@socios/portal', needs: 'apps/portal/bench/lighthouse.mjs', key: 'lighthouse', script: 'bench:lighthouse' },
];

const at = process.argv.indexOf('--only');
const only = at >= 0 ? (process.argv[at + 1] ?? '').toLowerCase() : '';
/** Whether a package's bench runs: always without --only; with it, when its key or one of its files matches. */
function selected(b) {
  if (!only) return true;
  if (b.key) return b.key.includes(only);
  return readdirSync(b.files).some((f) => f.endsWith('.ts') && f !== 'run.ts' && f.toLowerCase().includes(only));
}

const dir = mkdtempSync(join(tmpdir(), 'socios-bench-'));
const resultsFile = join(dir, 'results.jsonl');
writeFileSync(resultsFile, '');
const env = { ...process.env, BENCH_RESULTS: resultsFile, ...(only ? { BENCH_ONLY: only } : {}) };

console.log(`# Portal Socios bench — ${new Date().toISOString()} — ${execFileSync('nproc').toString().trim()} cores, Node ${process.version}`);
let failed = 0;
for (const b of benches) {
  if (!existsSync(b.needs) || !selected(b)) continue;
  console.log(`\n## ${b.title}`);
  const r = spawnSync('pnpm', ['--silent', '--filter', b.filter, 'run', b.script ?? 'bench'], { stdio: 'inherit', env });
  if (r.status !== 0) {
    failed++;
    console.error(`${b.title}: bench failed (exit ${r.status})`);
  }
}

const results = {};
for (const line of readFileSync(resultsFile, 'utf8').split('\n').filter(Boolean)) {
  const { name, ...figure } = JSON.parse(line);
  results[name] = figure;
}
rmSync(dir, { recursive: true, force: true });
writeFileSync('bench-results.json', `${JSON.stringify(results, null, 2)}\n`);
const broken = Object.entries(results).filter(([, f]) => f.holds === false);
const goals = Object.values(results).filter((f) => 'holds' in f).length;
console.log(`\nbench-results.json: ${Object.keys(results).length} figures, ${goals} with a goal, ${broken.length} broken`);
for (const [name, f] of broken) console.log(`  BROKEN ${name}: ${f.value} ${f.unit} (goal ${f.goal})`);
process.exit(failed || broken.length ? 1 : 0);
