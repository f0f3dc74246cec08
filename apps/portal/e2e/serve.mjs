// Starts the real server (built) with the built portal on a fresh embedded database for the e2e run, and
// removes the database when the run stops it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Data folders of runs that were killed before they could remove theirs (half a gigabyte each) go first; a run still
// going on this machine (another port) is younger than 12 hours.
for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith('socios-e2e-'))) {
  const path = join(tmpdir(), name);
  try {
    if (statSync(path).isDirectory() && Date.now() - statSync(path).mtimeMs > 12 * 3600_000) rmSync(path, { recursive: true, force: true });
  } catch {
    // gone meanwhile
  }
}
const dataDir = mkdtempSync(join(tmpdir(), 'socios-e2e-'));
// Tests that read the outbox find the data folder of the server on their port here.
writeFileSync(join(tmpdir(), `socios-e2e-${process.env.E2E_PORT ?? '4317'}.datadir`), dataDir);
const server = spawn(process.execPath, [fileURLToPath(new URL('../../server/dist/main.js', import.meta.url))], {
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4317',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PORTAL_DIR: fileURLToPath(new URL('../dist', import.meta.url)),
    LOG_LEVEL: 'warn',
    // CLOSE_GRACE_SECONDS stays at its default (15 s): a reload on a busy machine must come back within it, or the
    // session ends under the test. That a closed session ends is the server's test (session.test.ts).
  },
  stdio: 'inherit',
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// A test run that dies without stopping us (SIGKILLed, cut off) leaves us to the init process: stop then too, so no
// server outlives the run holding its port and its data folder.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 1000).unref();
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
