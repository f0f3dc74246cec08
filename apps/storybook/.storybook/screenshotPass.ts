/**
 * The global under which the Vitest setup (vitest.setup.ts) leaves its screenshot pass for the stories' afterEach
 * (preview.tsx). Storybook's own UI never sets it, so there the afterEach does nothing.
 */
export const SCREENSHOT_PASS = '__sociosScreenshotPass';

type Pass = (story: { id: string; tags: string[] }) => Promise<void>;

/** The screenshot pass of a story that has rendered and played, when the story runs under Vitest. */
export async function runScreenshotPass(story: { id: string; tags: string[] }): Promise<void> {
  const pass = (globalThis as { [SCREENSHOT_PASS]?: Pass })[SCREENSHOT_PASS];
  if (pass) await pass(story);
}
