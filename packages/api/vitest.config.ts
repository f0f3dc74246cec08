import { defineConfig } from 'vitest/config';

// A test fails on a wrong answer, never because a busy 2-core machine was slow (timings belong in `pnpm bench`).
export default defineConfig({
  test: {
    testTimeout: 60_000,
  },
});
