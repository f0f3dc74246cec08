// First start and restart of the built server on PGlite (issue 14 item 7): time from launching dist/main.js on an
// empty data folder until /health answers (the build's ready database is unpacked, nothing left to seed), then a
// restart on that folder. Goals ≤ 10 s and ≤ 3 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { record } from './support/results';
import { startPortal } from './support/http';

const dataDir = mkdtempSync(join(tmpdir(), 'socios-bench-start-'));
try {
  let started = performance.now();
  const first = await startPortal({ DATA_DIR: dataDir });
  const firstSeconds = (performance.now() - started) / 1000;
  first.stop();
  await new Promise((r) => setTimeout(r, 1500));
  started = performance.now();
  const again = await startPortal({ DATA_DIR: dataDir });
  const restartSeconds = (performance.now() - started) / 1000;
  again.stop();
  record('first start on an empty data folder (PGlite, SEED_SCALE 1)', firstSeconds, 's', { text: '≤ 10 s', holds: firstSeconds <= 10 });
  record('restart on an existing data folder (PGlite)', restartSeconds, 's', { text: '≤ 3 s', holds: restartSeconds <= 3 });
  console.log('\n### Start-up (built server, PGlite)\n');
  console.log('| figure | seconds | goal |');
  console.log('|---|---:|---|');
  console.log(`| first start on an empty data folder | ${firstSeconds.toFixed(1)} | ≤ 10 |`);
  console.log(`| restart on the same folder | ${restartSeconds.toFixed(1)} | ≤ 3 |`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
