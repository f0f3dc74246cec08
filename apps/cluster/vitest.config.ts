import { defineConfig } from 'vitest/config';

// One file: a cluster of three instances behind nginx, put through kills under load. Generous timeouts: it fails on a
// wrong outcome, never because a busy 2-core machine was slow.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
