import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { BROWSER_ARGS, browserEnv, CHROMIUM } from '../../test-fonts/env.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium (browser downloads are impossible here); the flags keep it off the network. */
const chromium = playwright({
  // Larger than the 1200×900 story viewport, so the test iframe is never scaled down in screenshots.
  // The browser's zone is UTC, not the group's, whatever the machine's: a story that shows an instant proves it reads
  // Madrid's time (formatGroupDateTime) and not the browser's (10:15Z reads 11:15:00 in the change log).
  contextOptions: { viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1, reducedMotion: 'reduce', timezoneId: 'UTC' },
  launchOptions: {
    executablePath: CHROMIUM,
    // Only the project's fonts (test-fonts/fonts.conf): screenshots do not depend on the fonts a machine has.
    env: browserEnv(),
    args: [...BROWSER_ARGS, '--headless'],
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // Every story file runs in the same test iframe, one after the other (a 2-core machine runs one page anyway):
          // React, styled-components, the fonts, axe and the design system load once for the run instead of once per
          // file. Each story still mounts on its own (Storybook unmounts the previous one), and the screenshot pass
          // (vitest.setup.ts) restores the theme, the viewport and the pointer after each catalog story.
          isolate: false,
          // A story fails on wrong behaviour, never because a busy 2-core machine was slow. A catalog story's test
          // includes its screenshot pass (five screenshots, vitest.setup.ts), which outlasted 30 s on a loaded machine.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                // Baselines live with the Storybook app, one folder per story file.
                resolveScreenshotPath: ({ arg, ext, browserName, platform, testFileName }) =>
                  path.join(dirname, '__screenshots__', testFileName, `${arg}-${browserName}-${platform}${ext}`),
                resolveDiffPath: ({ arg, ext, browserName, platform, testFileName }) =>
                  path.join(dirname, '.vitest-attachments', testFileName, `${arg}-${browserName}-${platform}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
});
