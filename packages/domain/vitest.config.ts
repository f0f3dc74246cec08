import { defineConfig } from 'vitest/config';

// Property tests generate thousands of cases: on a busy 2-core machine they may take far longer than vitest's 5 s
// default. A test here fails on a wrong answer, never on a slow one (speed is measured by `pnpm bench`).
export default defineConfig({
  test: {
    testTimeout: 120_000,
  },
});
