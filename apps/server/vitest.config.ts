import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds the long files take (both projects, a busy 2-core machine), so that a fresh clone starts them first: the
 * test runner's own order puts every pglite file before the postgres ones, and the longest file then ran alone at the
 * end. A file not listed counts as short; a local run that has timed the files uses its own timings instead. The
 * fuzzing files' PostgreSQL figure is the 280 s measured before their snapshot became a count of the changes noted by
 * triggers, less the 33–47 % of their time that hashing every row took.
 */
const LONG_FILES: Readonly<Record<string, { pglite: number; postgres: number }>> = {
  'crash-orders': { pglite: 210, postgres: 360 },
  'crash-imports': { pglite: 163, postgres: 140 },
  'fuzz-1': { pglite: 30, postgres: 170 },
  'fuzz-2': { pglite: 30, postgres: 170 },
  'fuzz-3': { pglite: 30, postgres: 170 },
  'fuzz-4': { pglite: 30, postgres: 170 },
  upgrade: { pglite: 110, postgres: 0 },
  security: { pglite: 89, postgres: 43 },
  throttle: { pglite: 74, postgres: 65 },
  tariffs: { pglite: 62, postgres: 44 },
  mailings: { pglite: 61, postgres: 40 },
  accounts: { pglite: 57, postgres: 43 },
  listCalls: { pglite: 47, postgres: 30 },
  backup: { pglite: 40, postgres: 10 },
  members: { pglite: 39, postgres: 20 },
  priceUpdates: { pglite: 35, postgres: 24 },
  migrations: { pglite: 32, postgres: 5 },
};

/** Longest first (longest processing time first), across both projects, so that the workers finish together. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (spec: TestSpecification) => {
      const timed = this.ctx.cache.getTestSpecificationResult(spec);
      if (timed && timed.duration > 0) return timed.duration / 1000;
      const known = LONG_FILES[basename(spec.moduleId).replace(/\.test\.ts$/, '')];
      return known ? (spec.project.name === 'postgres' ? known.postgres : known.pglite) : 15;
    };
    return [...files].sort((a, b) => seconds(b) - seconds(a));
  }
}

// Every server test runs twice: on embedded PGlite and on a throwaway PostgreSQL 15 cluster that the global
// setup starts (and stops). Each suite gets its own database cloned from a migrated and seeded template, so test
// files share nothing but the (read-only) templates and can run side by side.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Generous on purpose: a test fails on a wrong answer, never because a busy 2-core machine was slow
    // (timings are figures of `pnpm bench`). A fuzzing test of one endpoint was seen to take 400 s, and a template
    // database 15 minutes, on a 2-core machine at a load average of 30–70; the limits only stop a run that hangs.
    testTimeout: 600_000,
    hookTimeout: 1_200_000,
    pool: 'forks',
    sequence: { sequencer: LongestFirst },
    // Vitest's default is one worker fewer than the cores: a single worker on 2 cores, and 80 files (40 × 2 engines)
    // one after the other. A file spends much of its time waiting (on the PostgreSQL cluster, on the crash test's
    // child servers), so one worker more than the cores keeps them busy.
    maxWorkers: availableParallelism() + 1,
    projects: [
      { extends: true, test: { name: 'pglite', env: { TEST_DB: 'pglite' }, globalSetup: ['test/support/globalSetup.ts'] } },
      // The ready database of a first start exists only for PGlite: its day-fitting test runs there alone; so does the
      // upgrade of a previous release's data folder (the embedded database's files).
      {
        extends: true,
        test: { name: 'postgres', env: { TEST_DB: 'postgres' }, globalSetup: ['test/support/globalSetup.ts'], exclude: ['test/demoDay.test.ts', 'test/upgrade.test.ts'] },
      },
    ],
  },
});
