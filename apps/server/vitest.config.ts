import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds the long files took (both projects) in a run of the whole test command beside a CPU hog on a 2-core machine,
 * so that a fresh clone starts them first: the test runner's own order puts every pglite file before the postgres
 * ones, and a long file left to the end runs alone (demoDay, about 390 s, once started last). Only
 * the order matters; a file not listed counts as short; a local run that has timed the files uses its own timings.
 */
const LONG_FILES: Readonly<Record<string, { pglite: number; postgres: number }>> = {
  demoDay: { pglite: 391, postgres: 0 },
  'crash-orders': { pglite: 379, postgres: 232 },
  'crash-imports': { pglite: 329, postgres: 156 },
  security: { pglite: 204, postgres: 17 },
  // Its previous release is built once per machine (~/.cache/socios-portal); the first run on a machine takes ~300 s.
  upgrade: { pglite: 60, postgres: 0 },
  mailings: { pglite: 192, postgres: 55 },
  'fuzz-1': { pglite: 98, postgres: 142 },
  'fuzz-2': { pglite: 90, postgres: 174 },
  'fuzz-3': { pglite: 96, postgres: 156 },
  'fuzz-4': { pglite: 77, postgres: 88 },
  tariffs: { pglite: 142, postgres: 44 },
  backup: { pglite: 124, postgres: 20 },
  http: { pglite: 104, postgres: 5 },
  migrations: { pglite: 104, postgres: 3 },
  throttle: { pglite: 98, postgres: 39 },
  accounts: { pglite: 96, postgres: 33 },
  contacts: { pglite: 94, postgres: 20 },
  consumptionReports: { pglite: 90, postgres: 18 },
  members: { pglite: 86, postgres: 23 },
  priceUpdates: { pglite: 76, postgres: 26 },
  specialties: { pglite: 65, postgres: 72 },
  // Every demo study in ten selections for two members, against the domain's engine over every row.
  studiesFigures: { pglite: 80, postgres: 20 },
};

/** Files estimated at least this long (s) start first, whatever their database. */
const LONG_SECONDS = 60;

/**
 * Longest first (longest processing time first), across both projects, so that the workers finish together; after
 * the long files, the short ones of one database, then those of the other: a worker goes on to the next file in the
 * same process only when it is of the same project (isolate: false), so short files of one project in a row share
 * their worker's loaded modules.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (spec: TestSpecification) => {
      const timed = this.ctx.cache.getTestSpecificationResult(spec);
      if (timed && timed.duration > 0) return timed.duration / 1000;
      const known = LONG_FILES[basename(spec.moduleId).replace(/\.test\.ts$/, '')];
      return known ? (spec.project.name === 'postgres' ? known.postgres : known.pglite) : 15;
    };
    const longestFirst = [...files].sort((a, b) => seconds(b) - seconds(a));
    const long = longestFirst.filter((spec) => seconds(spec) >= LONG_SECONDS);
    const short = longestFirst.filter((spec) => seconds(spec) < LONG_SECONDS);
    const projects = [...new Set(short.map((spec) => spec.project.name))];
    return [...long, ...projects.flatMap((name) => short.filter((spec) => spec.project.name === name))];
  }
}

// New password hashes at scrypt's N = 2^10 rather than 2^15 (src/auth/passwords.ts): the suites log in thousands of
// times, and at the production cost the hashing was a third of the CPU of the login-heavy files. Set here, in the main
// process, so that the template's seed, the workers and the crash test's child servers all inherit it.
process.env.PASSWORD_HASH_COST ??= '10';

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
    // expect.poll waits for what the server does after it has answered (a count, an e-mail); Vitest's default of 1 s
    // failed a check whose own /metrics call took longer on a 2-core machine at a load average of 24.
    expect: { poll: { timeout: 120_000 } },
    pool: 'forks',
    // A worker runs one test file after another in the same process: the server's modules, Fastify's compiled schemas
    // and PGlite's compiled WebAssembly are loaded once per worker instead of once per file (1.6 s of CPU a file).
    // Every file still gets its own database and folders; state kept in a module is kept per database (a WeakMap on
    // it) or per folder, never per process, and test/support's per-file folders are made again once removed.
    isolate: false,
    // Removes the folders a test file made (test/support/scratch.ts) once it ends, even when a test failed half-way.
    setupFiles: ['test/support/setup.ts'],
    sequence: { sequencer: LongestFirst },
    // Vitest's default is one worker fewer than the cores: a single worker on 2 cores, and 80 files (40 × 2 engines)
    // one after the other. A file spends much of its time waiting (on the PostgreSQL cluster, on the crash test's
    // child servers), so one worker more than the cores keeps them busy.
    maxWorkers: availableParallelism() + 1,
    projects: [
      // The PostgreSQL template is copied from the PGlite one (test/support/globalSetup.ts): its check runs there.
      {
        extends: true,
        test: { name: 'pglite', env: { TEST_DB: 'pglite' }, globalSetup: ['test/support/globalSetup.ts'], exclude: ['test/templates.test.ts'] },
      },
      // The ready database of a first start exists only for PGlite: its day-fitting test runs there alone; so does the
      // upgrade of a previous release's data folder (the embedded database's files), and the seed's picture cache (no
      // database at all).
      {
        extends: true,
        test: {
          name: 'postgres',
          env: { TEST_DB: 'postgres' },
          globalSetup: ['test/support/globalSetup.ts'],
          exclude: ['test/demoDay.test.ts', 'test/upgrade.test.ts', 'test/pngCache.test.ts'],
        },
      },
    ],
  },
});
