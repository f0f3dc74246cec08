import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Every server test runs twice: on embedded PGlite and on a throwaway PostgreSQL 15 cluster that the global
// setup starts (and stops). Each suite gets its own database cloned from a migrated and seeded template, so test
// files share nothing but the (read-only) templates and can run side by side.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Generous on purpose: a test fails on a wrong answer, never because a busy 2-core machine was slow
    // (timings are figures of `pnpm bench`).
    testTimeout: 120_000,
    hookTimeout: 240_000,
    pool: 'forks',
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
