import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { renderDesign } from '../rendering';
import { templateExists, templateLines } from './queries';

/**
 * Plantillas/GetImagen (001 §7): a template's preview, its lines rendered to a PNG data URL with the rendering module
 * (no campaign fields: bound texts show their own placeholder text; no gallery images, templates are everybody's).
 *
 * Rendering takes a good fraction of a second, and the designer asks for every template's preview each time it opens,
 * so each preview is kept in memory by template id together with a hash of the lines it was drawn from: reading the
 * lines again is one small query, and a changed template (another database, a new seed) is drawn again rather than
 * served stale. A render in progress is shared by the calls that arrive meanwhile.
 */

interface CachedPreview {
  /** sha256 of the lines the preview was drawn from. */
  hash: string;
  /** The data URL, once drawn. */
  dataUrl: Promise<string>;
}

/** Most previews kept (there are a handful of templates; the bound only guards memory against a runaway table). */
const CACHE_MAX = 100;
const cache = new Map<number, CachedPreview>();

/** The template's preview as a PNG data URL, or null when there is no such template. */
export async function templatePreview(db: Queryable, templateId: number): Promise<string | null> {
  const lines = await templateLines(db, templateId);
  if (!lines.length && !(await templateExists(db, templateId))) return null;
  const hash = createHash('sha256').update(JSON.stringify(lines)).digest('hex');
  const cached = cache.get(templateId);
  if (cached && cached.hash === hash) return cached.dataUrl;
  const dataUrl = renderDesign(db, null, lines, {}).then((png) => `data:image/png;base64,${png.toString('base64')}`);
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as number);
  const entry = { hash, dataUrl };
  cache.set(templateId, entry);
  // A failed render is not kept: the next call tries again (and answers the same error if it is the template's).
  dataUrl.catch(() => {
    if (cache.get(templateId) === entry) cache.delete(templateId);
  });
  return dataUrl;
}
