import { defineConfig } from 'vitest/config';

// Every server test runs twice: on embedded PGlite and on a throwaway PostgreSQL 15 cluster that the global
// setup starts (and stops). Each suite gets its own database cloned from a migrated and seeded template.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Generous on purpose: a test fails on a wrong answer, never because a busy 2-core machine was slow
    // (timings are figures of `pnpm bench`).
    testTimeout: 120_000,
    hookTimeout: 240_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'pglite', env: { TEST_DB: 'pglite' }, globalSetup: ['test/support/globalSetup.ts'] } },
      { extends: true, test: { name: 'postgres', env: { TEST_DB: 'postgres' }, globalSetup: ['test/support/globalSetup.ts'] } },
    ],
  },
});
