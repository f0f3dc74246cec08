import { defineConfig } from 'vitest/config';

// Unit tests of the portal's own helpers (the data path, the popup queue); the journeys are Playwright's (e2e/).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 60_000,
  },
});
