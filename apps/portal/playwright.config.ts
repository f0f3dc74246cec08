import { defineConfig, devices } from '@playwright/test';
import { browserEnv } from '../../test-fonts/env.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${PORT}`;

/** End-to-end tests in Debian's Chromium against the real server and the built portal on a fresh database. */
export default defineConfig({
  testDir: 'e2e',
  // Generous on purpose: a journey fails on a wrong screen, never because a busy 2-core machine was slow.
  timeout: 120_000,
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '.e2e-results.json' }]],
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  expect: { timeout: 20_000, toHaveScreenshot: { animations: 'disabled', maxDiffPixelRatio: 0.005 } },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Only the project's fonts (test-fonts/fonts.conf): screenshots do not depend on the fonts a machine has.
      env: browserEnv(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--font-render-hinting=none',
        '--force-color-profile=srgb',
      ],
    },
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(PORT) },
    // SIGTERM first, SIGKILL only after 30 s (a busy machine takes seconds to close the database): serve.mjs stops
    // the server and deletes its data folder. Without it Playwright SIGKILLs the process group at once and every run
    // leaves its database folder behind.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
