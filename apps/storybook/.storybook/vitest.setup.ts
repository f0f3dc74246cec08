import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { THEME_EVENT } from './themeEvent';

/** The part of the test context the Storybook Vitest plugin sets: the composed story that ran. */
interface StoryContextLike {
  story?: { id: string; tags: string[] };
}

/** Waits until the browser has painted twice (a re-render after a theme or size change has landed). */
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 1000 };

/**
 * Visual baselines: after a story tagged `visual` (the Catalog stories) has rendered and its play function
 * passed, compare a screenshot of the whole document with the committed baseline under `__screenshots__/` — in
 * the light theme at 1280 px, then the same render in the dark theme, then at a phone's 375 px.
 */
afterEach(async (context) => {
  const { story } = context as unknown as StoryContextLike;
  if (!story?.tags.includes('visual')) return;
  await document.fonts.ready;
  const body = page.elementLocator(document.body);
  await expect.element(body).toMatchScreenshot(story.id);
  try {
    window.dispatchEvent(new CustomEvent(THEME_EVENT, { detail: 'dark' }));
    await painted();
    await expect.element(body).toMatchScreenshot(`${story.id}--dark`);
  } finally {
    window.dispatchEvent(new CustomEvent(THEME_EVENT, { detail: null }));
  }
  try {
    await page.viewport(PHONE.width, PHONE.height);
    await painted();
    await expect.element(body).toMatchScreenshot(`${story.id}--375`);
  } finally {
    await page.viewport(DESKTOP.width, DESKTOP.height);
  }
});
