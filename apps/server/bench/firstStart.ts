// First start and restart of the built server on PGlite: time from launching
// dist/main.js on an empty data folder until /health answers (the build's ready database is unpacked, nothing left to
// seed), then a restart on that folder. The ready database is made on the day of the build; a first start on a later
// day moves its demo data to that day (src/demo/demoDay.ts), so the same start is timed with a copy of the bundle whose
// ready database was made 400 days earlier (a faked clock: build-template.js --made). Goals ≤ 10 s and ≤ 3 s.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { record } from './support/results';
import { startPortal } from './support/http';

const DAY = 86_400_000;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** Seconds from launching the bundle's main.js on a new empty data folder until /health answers, then a restart. */
async function firstStartAndRestart(main?: string): Promise<{ first: number; restart: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'socios-bench-start-'));
  try {
    let started = performance.now();
    const first = await startPortal({ DATA_DIR: dataDir }, undefined, main);
    const firstSeconds = (performance.now() - started) / 1000;
    first.stop();
    await new Promise((r) => setTimeout(r, 1500));
    started = performance.now();
    const again = await startPortal({ DATA_DIR: dataDir }, undefined, main);
    const restart = (performance.now() - started) / 1000;
    again.stop();
    return { first: firstSeconds, restart };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A copy of the bundle (inside dist/, so that node_modules resolve) whose ready database was made `daysAgo` ago. */
function bundleMadeEarlier(daysAgo: number): { main: string; remove(): void } {
  const copy = mkdtempSync(join(dist, 'earlier-'));
  for (const f of ['main.js', 'main.js.map', 'build-template.js', 'build-template.js.map']) cpSync(join(dist, f), join(copy, f));
  mkdirSync(join(copy, 'migrations'));
  cpSync(join(dist, 'migrations'), join(copy, 'migrations'), { recursive: true });
  const made = new Date(Date.now() - daysAgo * DAY).toISOString();
  execFileSync(process.execPath, [join(copy, 'build-template.js'), '--made', made], { stdio: ['ignore', 'ignore', 'inherit'] });
  return { main: join(copy, 'main.js'), remove: () => rmSync(copy, { recursive: true, force: true }) };
}

const today = await firstStartAndRestart();
const earlier = bundleMadeEarlier(400);
let later: { first: number; restart: number };
try {
  later = await firstStartAndRestart(earlier.main);
} finally {
  earlier.remove();
}
const goal = (s: number) => ({ text: '≤ 10 s', holds: s <= 10 });
record('first start on an empty data folder (PGlite, SEED_SCALE 1)', today.first, 's', goal(today.first));
record('first start on an empty data folder, ready database made 400 days earlier (PGlite, SEED_SCALE 1)', later.first, 's', goal(later.first));
record('restart on an existing data folder (PGlite)', today.restart, 's', { text: '≤ 3 s', holds: today.restart <= 3 });
console.log('\n### Start-up (built server, PGlite)\n');
console.log('| figure | ready database made the same day | made 400 days earlier | goal |');
console.log('|---|---:|---:|---|');
console.log(`| first start on an empty data folder (s) | ${today.first.toFixed(1)} | ${later.first.toFixed(1)} | ≤ 10 |`);
console.log(`| restart on the same folder (s) | ${today.restart.toFixed(1)} | ${later.restart.toFixed(1)} | ≤ 3 |`);
