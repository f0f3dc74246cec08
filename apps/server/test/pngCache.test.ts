import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { removeScratch, scratchDir } from './support/scratch';

// The seed's picture cache (src/render/pngCache.ts) in a cache folder of its own: a picture drawn once is read back
// the same, a picture read stays, and pictures nobody used for 30 days go when a new one is drawn.
let home: string;
let cache: typeof import('../src/render/pngCache');
let FONT_OPTIONS: typeof import('../src/render/productArt').FONT_OPTIONS;
const folder = () => join(home, 'socios-portal', 'png');
const svg = (text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#123456"/><text x="8" y="26" font-size="16" fill="#fff">${text}</text></svg>`;
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000);

const before = process.env.XDG_CACHE_HOME;
beforeAll(async () => {
  home = scratchDir('socios-png-cache-');
  process.env.XDG_CACHE_HOME = home;
  cache = await import('../src/render/pngCache');
  ({ FONT_OPTIONS } = await import('../src/render/productArt'));
});
afterAll(() => {
  if (before === undefined) delete process.env.XDG_CACHE_HOME;
  else process.env.XDG_CACHE_HOME = before;
  removeScratch(home);
});

describe('the picture cache of the demo data', () => {
  it('draws a picture once and reads the same bytes back; another scene is another file', () => {
    const first = cache.renderPngCached(svg('Frenos'), FONT_OPTIONS);
    expect(first.subarray(1, 4).toString()).toBe('PNG');
    expect(readdirSync(folder())).toHaveLength(1);
    const [name] = readdirSync(folder());
    // The kept file is what the second call gives, not a new drawing.
    writeFileSync(join(folder(), name!), Buffer.concat([first, Buffer.from('kept')]));
    expect(cache.renderPngCached(svg('Frenos'), FONT_OPTIONS).subarray(-4).toString()).toBe('kept');
    cache.renderPngCached(svg('Filtros'), FONT_OPTIONS);
    expect(readdirSync(folder())).toHaveLength(2);
  });

  it('keeps a picture that is read and clears out, in a later seed, what was unused for 30 days', async () => {
    // A later seed is another process: the module starts afresh.
    vi.resetModules();
    cache = await import('../src/render/pngCache');
    const [used, other] = readdirSync(folder()).map((n) => join(folder(), n));
    const usedBytes = readFileSync(used!);
    const stale = join(folder(), 'old-version.png');
    const leftover = join(folder(), 'killed.png.1234-abc');
    writeFileSync(stale, 'x');
    writeFileSync(leftover, 'x');
    for (const file of [used!, other!, stale, leftover]) utimesSync(file, daysAgo(40), daysAgo(40));
    // Reading a picture marks it used.
    const scene = usedBytes.subarray(-4).toString() === 'kept' ? svg('Frenos') : svg('Filtros');
    cache.renderPngCached(scene, FONT_OPTIONS);
    expect(statSync(used!).mtimeMs).toBeGreaterThan(statSync(other!).mtimeMs);
    // A new scene is drawn: the pictures unused for 30 days go, the one just read stays.
    cache.renderPngCached(svg('Baterías'), FONT_OPTIONS);
    const left = readdirSync(folder()).map((n) => join(folder(), n));
    expect(left).toContain(used!);
    expect(left).not.toContain(other!);
    expect(left).not.toContain(stale);
    expect(left).not.toContain(leftover);
    expect(left).toHaveLength(2);
  });
});
