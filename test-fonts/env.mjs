// The environment of a browser that a test launches: the test run's own, with fontconfig pointed at fonts.conf here
// (only the fonts the project ships). Playwright hands a launched browser `process.env` unless told otherwise, so the
// rest of the environment is passed on as it is.
import { fileURLToPath } from 'node:url';

/**
 * The browser the tests launch: Debian's Chromium built as the old headless shell (package chromium-headless-shell,
 * scripts/ensure-chromium.mjs). Same engine and version as /usr/bin/chromium, without the whole browser around it: the
 * journeys' browser took 82 instead of 127 s of CPU for the same 29 journeys, with the same screenshots. CHROMIUM_PATH
 * runs them in another build (e.g. /usr/bin/chromium).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Absolute path of the fontconfig file that knows only the project's fonts. */
export const FONTCONFIG_FILE = fileURLToPath(new URL('./fonts.conf', import.meta.url));

/** The environment for a test browser: this process's, with FONTCONFIG_FILE set. */
export function browserEnv() {
  return { ...process.env, FONTCONFIG_FILE };
}

/**
 * Chromium's flags for a test browser: no sandbox (CI runs as root), no GPU, nothing fetched or updated over the
 * network, text drawn without hinting and colours in sRGB, so that a screenshot depends on the page alone.
 */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];
