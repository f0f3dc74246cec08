/**
 * Article lists of the parts search (spec 001 §5, §9): duplicates by articleIdField dropped; the reference-search
 * order (exact reference first, then items without an id, then PVP descending, ties by brand name); the filtered-list
 * order (Blanca, Destacada, Nexus, Homologada flags, then PVP descending); multi-select filters that reject an
 * already-selected item.
 *
 * Choices:
 * - "Exact reference" compares articleNoField with the searched reference ignoring case, spaces, dots, dashes and
 *   slashes ('0 986 424 797' is '0986424797'), as catalogues print references with varying punctuation.
 * - "Without an id" means articleIdField null, undefined, '' or 0. Such articles are never treated as duplicates.
 * - A flag is set when it is true, 1, '1', 'S', 'SI', 'true' (case-insensitive). Set flags sort first, compared
 *   in the order Blanca, Destacada, Nexus, Homologada.
 * - A missing or non-numeric PVP sorts after every price. Remaining ties keep the input order (stable); the
 *   filtered list also breaks PVP ties by brand name, like the reference order.
 */
import { compareNames } from '../text';

/** The article fields these rules read (spec 001 §3). */
export interface ArticleLike {
  readonly articleIdField?: string | number | null;
  readonly articleNoField?: string | null;
  readonly brandNameField?: string | null;
  readonly PVP?: number | string | null;
  readonly Blanca?: unknown;
  readonly Destacada?: unknown;
  readonly Nexus?: unknown;
  readonly Homologada?: unknown;
}

/** The comparable form of a reference: upper case without spaces, dots, dashes or slashes. */
export function normalizeReference(reference: string | null | undefined): string {
  return (reference ?? '').toUpperCase().replace(/[\s.\-/]/g, '');
}

/** True when an article has an id. */
export function hasArticleId(article: ArticleLike): boolean {
  const id = article.articleIdField;
  return id != null && id !== '' && id !== 0;
}

/** Drops articles whose articleIdField was already seen (first kept; articles without id all kept). */
export function dropDuplicateArticles<T extends ArticleLike>(articles: readonly T[]): T[] {
  const seen = new Set<string>();
  return articles.filter((a) => {
    if (!hasArticleId(a)) return true;
    const key = String(a.articleIdField);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A flag value as a boolean (true, 1, '1', 'S', 'SI', 'true'). */
export function isFlagSet(value: unknown): boolean {
  if (value === true || value === 1) return true;
  if (typeof value === 'string') return ['1', 'S', 'SI', 'SÍ', 'TRUE'].includes(value.trim().toUpperCase());
  return false;
}

function pvpOf(a: ArticleLike): number {
  const n = typeof a.PVP === 'number' ? a.PVP : a.PVP == null || a.PVP === '' ? Number.NaN : Number(a.PVP);
  return Number.isFinite(n) ? n : Number.NEGATIVE_INFINITY;
}

function stableSort<T>(items: readonly T[], compare: (a: T, b: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((x, y) => compare(x.item, y.item) || x.index - y.index)
    .map((x) => x.item);
}

function byPvpDescThenBrand(a: ArticleLike, b: ArticleLike): number {
  const pa = pvpOf(a);
  const pb = pvpOf(b);
  if (pa !== pb) return pb > pa ? 1 : -1;
  return compareNames(a.brandNameField, b.brandNameField);
}

/** Orders a reference search: exact reference first, then items without id, then PVP descending, ties by brand. */
export function sortArticlesForReference<T extends ArticleLike>(articles: readonly T[], reference: string): T[] {
  const wanted = normalizeReference(reference);
  const rank = (a: ArticleLike) => (wanted !== '' && normalizeReference(a.articleNoField) === wanted ? 0 : hasArticleId(a) ? 2 : 1);
  return stableSort(articles, (a, b) => rank(a) - rank(b) || byPvpDescThenBrand(a, b));
}

const FLAGS = ['Blanca', 'Destacada', 'Nexus', 'Homologada'] as const;

/** Orders the filtered list: Blanca, Destacada, Nexus, Homologada flags first, then PVP descending. */
export function sortArticlesFiltered<T extends ArticleLike>(articles: readonly T[]): T[] {
  return stableSort(articles, (a, b) => {
    for (const flag of FLAGS) {
      const d = Number(isFlagSet(b[flag])) - Number(isFlagSet(a[flag]));
      if (d !== 0) return d;
    }
    return byPvpDescThenBrand(a, b);
  });
}

/** Adds an item to a multi-select filter, rejecting one already selected (same key): returns the same array then. */
export function addToSelection<T>(selected: readonly T[], item: T, keyOf: (item: T) => unknown = (x) => x): readonly T[] {
  const key = keyOf(item);
  return selected.some((s) => keyOf(s) === key) ? selected : [...selected, item];
}

/** Removes an item from a multi-select filter by key. */
export function removeFromSelection<T>(selected: readonly T[], item: T, keyOf: (item: T) => unknown = (x) => x): readonly T[] {
  const key = keyOf(item);
  return selected.filter((s) => keyOf(s) !== key);
}
