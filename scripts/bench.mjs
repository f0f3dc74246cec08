// `pnpm bench`: every figure of the project in one run, each as a ratio against a baseline measured in the
// same run on the same machine. Each package prints its own Markdown table; this script runs them in turn.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const benches = [
  { title: 'API server', filter: '@socios/server', needs: 'apps/server/bench/http.ts' },
  { title: 'Domain rules', filter: '@socios/domain', needs: 'packages/domain/bench/run.ts' },
  { title: 'Portal bundle', filter: '@socios/portal', needs: 'apps/portal/bench/bundle.mjs' },
];

console.log(`# Portal Socios bench — ${new Date().toISOString()} — ${execFileSync('nproc').toString().trim()} cores, Node ${process.version}`);
let failed = 0;
for (const b of benches) {
  if (!existsSync(b.needs)) continue;
  console.log(`\n## ${b.title}`);
  const r = spawnSync('pnpm', ['--silent', '--filter', b.filter, 'run', 'bench'], { stdio: 'inherit' });
  if (r.status !== 0) {
    failed++;
    console.error(`${b.title}: bench failed (exit ${r.status})`);
  }
}
process.exit(failed ? 1 : 0);
