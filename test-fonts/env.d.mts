/** Absolute path of the fontconfig file that knows only the project's fonts. */
export declare const FONTCONFIG_FILE: string;
/** The environment for a test browser: this process's, with FONTCONFIG_FILE set. */
export declare function browserEnv(): Record<string, string | undefined>;
/** Chromium's flags for a test browser (no sandbox, GPU or network; no hinting; sRGB). */
export declare const BROWSER_ARGS: readonly string[];
/** The browser the tests launch (Debian's chromium-headless-shell unless CHROMIUM_PATH says otherwise). */
export declare const CHROMIUM: string;
