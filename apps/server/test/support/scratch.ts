import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made = new Set<string>();

/**
 * A throwaway folder (in the temporary directory, or under `parent`) that is removed when the test file ends, whether
 * or not the test that made it cleaned up: a server a failing test never closed, the crash children's portal. A
 * process-exit handler is not enough: the test runner may end its worker processes without one.
 */
export function scratchDir(prefix: string, parent = tmpdir()): string {
  const dir = mkdtempSync(join(parent, prefix));
  made.add(dir);
  return dir;
}

/** Removes a scratch folder now (a suite that is done with it). */
export function removeScratch(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  made.delete(dir);
}

/** Removes every scratch folder of this test file (the setup file calls it after the file's own hooks). */
export function removeAllScratch(): void {
  for (const dir of made) removeScratch(dir);
}
