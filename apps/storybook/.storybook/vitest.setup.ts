import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** The part of the test context the Storybook Vitest plugin sets: the composed story that ran. */
interface StoryContextLike {
  story?: { id: string; tags: string[] };
}

/**
 * Visual baselines: after a story tagged `visual` (the Catalog stories) has rendered and its play function
 * passed, compare a screenshot of the whole document with the committed baseline under `__screenshots__/`.
 */
afterEach(async (context) => {
  const { story } = context as unknown as StoryContextLike;
  if (!story?.tags.includes('visual')) return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(story.id);
});
