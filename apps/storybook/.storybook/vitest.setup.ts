import { expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SCREENSHOT_PASS } from './screenshotPass';
import { THEME_EVENT } from './themeEvent';

/** Waits until the browser has painted twice (a re-render after a theme or size change has landed). */
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

const PHONE = { width: 375, height: 812 };

/**
 * A transparent 4 px square fixed in the bottom-right corner where the real pointer rests between screenshots, so
 * that no screenshot catches a hover left by an earlier story (the pointer stays where it was across stories).
 */
function pointerRest(): HTMLElement {
  let rest = document.querySelector<HTMLElement>('[data-pointer-rest]');
  if (!rest) {
    rest = document.createElement('div');
    rest.setAttribute('data-pointer-rest', '');
    rest.setAttribute('aria-hidden', 'true');
    rest.style.cssText = 'position:fixed;right:0;bottom:0;width:4px;height:4px;z-index:2147483647;background:transparent';
    document.documentElement.append(rest);
  }
  return rest;
}

/** The first control of a catalog a pointer or the keyboard can reach (visible, not disabled), if any. */
function firstControl(): HTMLElement | null {
  const candidates = document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [role="button"], [tabindex="0"]');
  for (const el of candidates) {
    if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    // Inside a closed <details> an element keeps its boxes but is not shown.
    if (typeof el.checkVisibility === 'function' && !el.checkVisibility()) continue;
    if ((el as HTMLButtonElement).disabled || el.closest('[aria-hidden="true"]')) continue;
    return el;
  }
  return null;
}
const DESKTOP = { width: 1280, height: 1000 };

/**
 * Visual baselines: after a story tagged `visual` (the Catalog stories) has rendered and its play function
 * passed, compare a screenshot of the whole document with the committed baseline under `__screenshots__/` — in
 * the light theme at 1280 px, then the same render in the dark theme, then at a phone's 375 px, and, when the
 * catalog has a control, with the real pointer over its first control (`--hover`) and with that control focused
 * from the keyboard (`--focus`).
 */
async function screenshotPass(story: { id: string; tags: string[] }): Promise<void> {
  if (!story.tags.includes('visual')) return;
  // A map re-centred after the viewport changes lands on a sub-pixel offset that depends on timing: its dashed outlines
  // shift by up to ~40 pixels from run to run (a real change of the map is over a thousand). Catalogs tagged
  // `visual-settles` accept that much; every other catalog must match to the pixel.
  const options = story.tags.includes('visual-settles') ? { comparatorOptions: { allowedMismatchedPixels: 200 } } : undefined;
  await document.fonts.ready;
  await userEvent.hover(pointerRest());
  const body = page.elementLocator(document.body);
  await expect.element(body).toMatchScreenshot(story.id, options);
  try {
    window.dispatchEvent(new CustomEvent(THEME_EVENT, { detail: 'dark' }));
    await painted();
    await expect.element(body).toMatchScreenshot(`${story.id}--dark`, options);
  } finally {
    window.dispatchEvent(new CustomEvent(THEME_EVENT, { detail: null }));
  }
  try {
    await page.viewport(PHONE.width, PHONE.height);
    await painted();
    await expect.element(body).toMatchScreenshot(`${story.id}--375`, options);
  } finally {
    await page.viewport(DESKTOP.width, DESKTOP.height);
  }
  await painted();
  const control = firstControl();
  if (!control) return;
  await userEvent.hover(control);
  await painted();
  await expect.element(body).toMatchScreenshot(`${story.id}--hover`, options);
  await userEvent.hover(pointerRest());
  // Focused as from the keyboard (the focus ring shows on :focus-visible).
  control.focus({ focusVisible: true } as FocusOptions);
  await painted();
  await expect.element(body).toMatchScreenshot(`${story.id}--focus`, options);
  control.blur();
}

// Run from the stories' own afterEach (preview.tsx), not from a Vitest hook registered here: with `isolate: false`
// this file is evaluated for some story files only, so a hook registered here ran after the stories of those files and
// the other catalogs were never compared (a catalog without a baseline passed). The story's afterEach runs for every story.
(globalThis as { [SCREENSHOT_PASS]?: typeof screenshotPass })[SCREENSHOT_PASS] = screenshotPass;
