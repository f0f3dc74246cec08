import { defineConfig, devices } from '@playwright/test';
import { BROWSER_ARGS, browserEnv, CHROMIUM } from '../../test-fonts/env.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4317);

/**
 * Two servers, each on its own fresh database, and a worker for each: the journeys are single-threaded waits on a
 * browser and a server, so a 2-core machine runs two at once in little more than the time of one. A spec file belongs
 * to one server (the first one's list below, the second takes the rest), so journeys that write (a new user, a
 * changed password, an order) never meet another file's on the same data. The lists are balanced by the files'
 * durations; E2E_SERVERS=1 runs everything on one server (a single spec file needs no second one).
 */
const SERVERS = Math.min(Math.max(Number(process.env.E2E_SERVERS ?? 2), 1), 2);
const FIRST_SERVER = [
  'axe',
  'phones',
  'tariffs',
  'members',
  'specialties',
  'layout',
  'promotions-images',
  'orders',
  'campaigns',
  'live',
  'screens',
  'documents',
].map((name) => `**/${name}.spec.ts`);
const urlOf = (server: number) => `http://127.0.0.1:${PORT + server}`;

/** End-to-end tests in Debian's Chromium against the real server and the built portal on a fresh database. */
export default defineConfig({
  testDir: 'e2e',
  // Generous on purpose: a journey fails on a wrong screen, never because a busy 2-core machine was slow.
  timeout: 120_000,
  workers: SERVERS,
  fullyParallel: false,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '.e2e-results.json' }]],
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  expect: { timeout: 20_000, toHaveScreenshot: { animations: 'disabled', maxDiffPixelRatio: 0.005 } },
  projects:
    SERVERS === 1
      ? [{ name: 'journeys', use: { baseURL: urlOf(0) } }]
      : [
          // One worker a server: two files of one server never run at once (a password changed by one is another's
          // failed login).
          { name: 'journeys-1', testMatch: FIRST_SERVER, workers: 1, use: { baseURL: urlOf(0) } },
          { name: 'journeys-2', testIgnore: FIRST_SERVER, workers: 1, use: { baseURL: urlOf(1) } },
        ],
  use: {
    ...devices['Desktop Chrome'],
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    launchOptions: {
      executablePath: CHROMIUM,
      // Only the project's fonts (test-fonts/fonts.conf): screenshots do not depend on the fonts a machine has.
      env: browserEnv(),
      args: [...BROWSER_ARGS],
    },
  },
  webServer: Array.from({ length: SERVERS }, (_, server) => ({
    command: 'node e2e/serve.mjs',
    url: `${urlOf(server)}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(PORT + server) },
    // SIGTERM first, SIGKILL only after 30 s (a busy machine takes seconds to close the database): serve.mjs stops
    // the server and deletes its data folder. Without it Playwright SIGKILLs the process group at once and every run
    // leaves its database folder behind.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 30_000 },
  })),
});
