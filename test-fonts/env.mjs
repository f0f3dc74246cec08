// The environment of a browser that a test launches: the test run's own, with fontconfig pointed at fonts.conf here
// (only the fonts the project ships). Playwright hands a launched browser `process.env` unless told otherwise, so the
// rest of the environment is passed on as it is.
import { fileURLToPath } from 'node:url';

/** Absolute path of the fontconfig file that knows only the project's fonts. */
export const FONTCONFIG_FILE = fileURLToPath(new URL('./fonts.conf', import.meta.url));

/** The environment for a test browser: this process's, with FONTCONFIG_FILE set. */
export function browserEnv() {
  return { ...process.env, FONTCONFIG_FILE };
}
