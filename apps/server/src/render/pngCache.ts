// The demo data's drawings (news illustrations, gallery images) rendered by resvg once per machine: a seed renders the
// same few hundred SVG scenes every time (the build's ready database, the tests' templates, a first start), 5–6 s of
// CPU each time. A rendered PNG is kept in the user's cache folder under the hash of everything that makes its bytes:
// the SVG, the resvg version, the render options and the font files' contents. A changed scene, font or renderer is
// another name, never a stale picture; a file is written under a temporary name and renamed, so that a reader never
// sees half of one. No cache folder to write to: every picture is rendered, as before. A picture read is touched, and
// the first picture a process renders anew (a new scene, font or renderer) clears out those unused for 30 days, so the
// folder keeps the pictures in use instead of every version ever drawn.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';

/** The user's cache folder for this project (XDG_CACHE_HOME, else ~/.cache), as the upgrade test keeps releases. */
function cacheDir(): string | undefined {
  const home = process.env.XDG_CACHE_HOME || (homedir() ? join(homedir(), '.cache') : '');
  if (!home) return undefined;
  const dir = join(home, 'socios-portal', 'png');
  try {
    mkdirSync(dir, { recursive: true });
    return dir;
  } catch {
    return undefined;
  }
}

let version: string | undefined;
/** The folder under the current cache home, kept while the home stays (a test points it elsewhere). */
let folder: { home: string | undefined; dir: string | undefined } | undefined;

/** What every key starts from: the renderer's version. Font files are hashed per options (their contents). */
function cacheBase(): { dir: string | undefined; hash: string } {
  version ??= (createRequire(import.meta.url)('@resvg/resvg-js/package.json') as { version: string }).version;
  const home = process.env.SOCIOS_PNG_CACHE === '0' ? '0' : process.env.XDG_CACHE_HOME;
  if (!folder || folder.home !== home) folder = { home, dir: home === '0' ? undefined : cacheDir() };
  return { dir: folder.dir, hash: `resvg ${version}` };
}

/** Pictures not read or written for this long are removed (ms). */
export const PNG_CACHE_UNUSED_MS = 30 * 24 * 3600_000;

const pruned = new Set<string>();
/** Removes the pictures (and temporary files left by a killed process) unused for PNG_CACHE_UNUSED_MS; once a process and folder. */
function prune(dir: string, now: number): void {
  if (pruned.has(dir)) return;
  pruned.add(dir);
  try {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      try {
        if (now - statSync(path).mtimeMs > PNG_CACHE_UNUSED_MS) rmSync(path, { force: true });
      } catch {
        // Removed meanwhile by another process.
      }
    }
  } catch {
    // The folder went away: nothing to clear.
  }
}

const fontHashes = new Map<string, string>();
function fontHash(files: readonly string[]): string {
  const key = files.join('\n');
  let hash = fontHashes.get(key);
  if (hash === undefined) {
    const h = createHash('sha256');
    for (const file of files) h.update(file).update(readFileSync(file));
    hash = h.digest('hex');
    fontHashes.set(key, hash);
  }
  return hash;
}

/** The PNG resvg renders of `svg` with `options`, from the cache folder when it was rendered before. */
export function renderPngCached(svg: string, options: ResvgRenderOptions): Buffer {
  const { dir, hash } = cacheBase();
  const render = () => new Resvg(svg, options).render().asPng();
  // System fonts are not hashed (which of them a picture uses is resvg's business): such a picture is always rendered.
  if (!dir || options.font?.loadSystemFonts !== false) return render();
  const key = createHash('sha256')
    .update(hash)
    .update('\0')
    .update(JSON.stringify(options))
    .update('\0')
    .update(fontHash(options.font?.fontFiles ?? []))
    .update('\0')
    .update(svg)
    .digest('hex');
  const file = join(dir, `${key}.png`);
  try {
    const kept = readFileSync(file);
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // A read-only folder: the picture is still right.
    }
    return kept;
  } catch {
    // Not rendered yet on this machine.
  }
  prune(dir, Date.now());
  const png = render();
  const temporary = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    writeFileSync(temporary, png);
    renameSync(temporary, file);
  } catch {
    // A full or read-only disk: the picture is still right, only not kept.
    rmSync(temporary, { force: true });
  }
  return png;
}
