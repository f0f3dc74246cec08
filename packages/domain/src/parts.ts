/**
 * Parts search rules (spec 001 §2.10, §3 Assembly group / Article, §4 Assembly-group navigation / Article list, §9):
 * the assembly-group stack and shortcuts, the article pager, the article's attributes and OE numbers, and the tyre
 * label classes.
 *
 * Choices:
 * - A group's parentId1 is its direct parent, parentId2 the one above, parentId3 the top (≤ 3 parent levels); a
 *   group without parents is on the first level.
 * - The pager is 0-based (the spec's "page 0"); it always shows the first and last 2 pages and 5 around the current
 *   one, with '…' for each gap (the react-paginate layout the spec's numbers come from).
 * - Attributes are 'Name: value' parts separated by '|'; a part without ':' is a value without a name. OE numbers are
 *   'brand:reference' strings, as a list or one '|'-separated text; one without ':' has no brand.
 * - Tyre label classes are the letters A to G (case and spaces ignored); anything else is no class.
 */

/** An assembly group as the calls give it (001 §3). */
export interface AssemblyGroupLike {
  readonly id: number;
  readonly parentId1?: number | null;
  readonly parentId2?: number | null;
  readonly parentId3?: number | null;
}

/** Where the user is in the group tree: the groups drilled into (the last is the one shown) and the shortcut. */
export interface GroupNavigation {
  readonly stack: readonly number[];
  readonly shortcut: number | null;
}

export const START_NAVIGATION: GroupNavigation = { stack: [], shortcut: null };

/** Drilling into a group pushes it. */
export function drillIn(nav: GroupNavigation, groupId: number): GroupNavigation {
  return { ...nav, stack: [...nav.stack, groupId] };
}

/** Back pops the last group (nothing at the first level). */
export function drillOut(nav: GroupNavigation): GroupNavigation {
  return { ...nav, stack: nav.stack.slice(0, -1) };
}

/** Choosing a shortcut (or cancelling it with null) returns to the first level, which it filters. */
export function chooseShortcut(nav: GroupNavigation, shortcut: number | null): GroupNavigation {
  return { ...nav, stack: [], shortcut };
}

/** A group's direct parent, or null on the first level. */
export function parentOf(group: AssemblyGroupLike): number | null {
  return group.parentId1 ?? null;
}

/**
 * The groups to show: the children of the last group drilled into; on the first level, the first-level groups —
 * only those of the active shortcut (`shortcutGroups`, the ids its call gave) when one is chosen. A shortcut filters
 * the first level only.
 */
export function visibleGroups<T extends AssemblyGroupLike>(groups: readonly T[], nav: GroupNavigation, shortcutGroups: ReadonlySet<number> | null = null): T[] {
  const parent = nav.stack.at(-1) ?? null;
  const level = groups.filter((g) => parentOf(g) === parent);
  if (parent !== null || nav.shortcut === null || shortcutGroups === null) return level;
  return level.filter((g) => shortcutGroups.has(g.id));
}

/** The back arrow works below the first level. */
export function canDrillOut(nav: GroupNavigation): boolean {
  return nav.stack.length > 0;
}

/** Articles per page of the article list (001 §9). */
export const ARTICLES_PER_PAGE = 25;
/** Pages always shown at each end of the pager. */
export const PAGER_MARGIN_PAGES = 2;
/** Pages shown around the current one. */
export const PAGER_RANGE = 5;

/** One place of the pager: a page (0-based) or a gap. */
export type PagerItem = { readonly kind: 'page'; readonly page: number } | { readonly kind: 'gap'; readonly key: string };

/** How many pages a list of `count` items has (at least 1). */
export function pageCount(count: number, perPage = ARTICLES_PER_PAGE): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / perPage));
}

/** The items of one page (0-based; a page past the end is the last one). */
export function pageOf<T>(items: readonly T[], page: number, perPage = ARTICLES_PER_PAGE): T[] {
  const last = pageCount(items.length, perPage) - 1;
  const p = Math.min(Math.max(0, Math.trunc(page)), last);
  return items.slice(p * perPage, (p + 1) * perPage);
}

/** The pager's places for the current page (0-based) of `pages`: margins, the range around it, gaps between. */
export function pagerItems(current: number, pages: number, margin = PAGER_MARGIN_PAGES, range = PAGER_RANGE): PagerItem[] {
  const total = Math.max(1, Math.trunc(pages));
  const selected = Math.min(Math.max(0, Math.trunc(current)), total - 1);
  if (total <= range) return Array.from({ length: total }, (_, page) => ({ kind: 'page', page }));
  let left = Math.floor(range / 2);
  let right = range - left - 1;
  if (selected > total - right - 1) {
    right = total - 1 - selected;
    left = range - right - 1;
  } else if (selected < left) {
    left = selected;
    right = range - left - 1;
  }
  const items: PagerItem[] = [];
  for (let page = 0; page < total; page++) {
    const shown = page < margin || page >= total - margin || (page >= selected - left && page <= selected + right);
    if (shown) items.push({ kind: 'page', page });
    else if (items.at(-1)?.kind !== 'gap') items.push({ kind: 'gap', key: `gap-${page}` });
  }
  return items;
}

/** Any change of the article filters (brands, groups) returns to the first page. */
export function pageAfterFilterChange(): number {
  return 0;
}

/** One attribute of an article: its name (empty when the part has none) and value. */
export interface ArticleAttribute {
  readonly name: string;
  readonly value: string;
}

/** Art_Atributos ('Diámetro: 280 mm|Espesor: 22 mm') as name/value pairs; empty parts dropped. */
export function splitAttributes(text: string | null | undefined): ArticleAttribute[] {
  return (text ?? '')
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      return colon < 0 ? { name: '', value: part } : { name: part.slice(0, colon).trim(), value: part.slice(colon + 1).trim() };
    });
}

/** One OE number: the vehicle maker's brand (empty when not given) and its reference. */
export interface OeNumber {
  readonly brand: string;
  readonly reference: string;
}

/** Art_OEN_Numeros ('brand:reference' strings, as a list or '|'-separated) as brand/reference pairs, without repeats. */
export function splitOeNumbers(value: readonly string[] | string | null | undefined): OeNumber[] {
  const parts = typeof value === 'string' ? value.split('|') : (value ?? []);
  const seen = new Set<string>();
  const out: OeNumber[] = [];
  for (const raw of parts) {
    const part = raw.trim();
    if (!part) continue;
    const colon = part.indexOf(':');
    const oe = colon < 0 ? { brand: '', reference: part } : { brand: part.slice(0, colon).trim(), reference: part.slice(colon + 1).trim() };
    if (!oe.reference) continue;
    const key = `${oe.brand.toUpperCase()}:${oe.reference.toUpperCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(oe);
  }
  return out;
}

/** The classes of the EU tyre label, best first. */
export const TYRE_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type TyreClass = (typeof TYRE_CLASSES)[number];

/** A label class (fuel saving or wet grip) as a letter A–G with its place on the scale (0 best), or null. */
export function tyreClass(value: string | null | undefined): { letter: TyreClass; index: number } | null {
  const letter = (value ?? '').trim().toUpperCase();
  const index = TYRE_CLASSES.indexOf(letter as TyreClass);
  return index < 0 ? null : { letter: letter as TyreClass, index };
}

/** What the EU tyre label shows (001 §2.10 tyre label popover): fuel saving and wet grip classes, external noise. */
export interface TyreLabel {
  readonly fuel: TyreClass;
  readonly wetGrip: TyreClass;
  /** External rolling noise in dB. */
  readonly noiseDb: number;
  /** The noise class (A–C on today's label; one to three sound waves on the older one), when given. */
  readonly noiseClass: string | null;
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * An article's tyre label from its attributes ('Eficiencia de combustible: C|Adherencia en suelo mojado: B|Ruido
 * exterior: 71 dB|Clase de ruido: B'; 'Ahorro de carburante' also names the first), or null when the three
 * figures are not all there.
 */
export function tyreLabelOf(attributes: readonly ArticleAttribute[]): TyreLabel | null {
  let fuel: TyreClass | null = null;
  let wetGrip: TyreClass | null = null;
  let noiseDb: number | null = null;
  let noiseClass: string | null = null;
  for (const { name, value } of attributes) {
    const key = plain(name);
    if (/eficiencia de combustible|ahorro de carburante|resistencia a la rodadura/.test(key)) fuel = tyreClass(value)?.letter ?? fuel;
    else if (/adherencia/.test(key)) wetGrip = tyreClass(value)?.letter ?? wetGrip;
    else if (/clase de ruido|ondas/.test(key)) noiseClass = value.trim() || null;
    else if (/ruido/.test(key)) {
      const db = /(\d+(?:[.,]\d+)?)/.exec(value);
      if (db) noiseDb = Number(db[1]!.replace(',', '.'));
    }
  }
  return fuel && wetGrip && noiseDb !== null ? { fuel, wetGrip, noiseDb, noiseClass } : null;
}

/** The characters a VIN may hold (no I, O or Q). */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const VIN_VALUES: Record<string, number> = { P: 7, R: 9 };
for (const [i, c] of [...'ABCDEFGH'].entries()) VIN_VALUES[c] = i + 1;
for (const [i, c] of [...'JKLMN'].entries()) VIN_VALUES[c] = i + 1;
for (const [i, c] of [...'STUVWXYZ'].entries()) VIN_VALUES[c] = i + 2;
for (let d = 0; d <= 9; d++) VIN_VALUES[String(d)] = d;
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit of a 17-character VIN (ISO 3779 transliteration, weights 8…2, 10, 0, 9…2; 10 is 'X'). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (VIN_VALUES[vin[i] ?? '0'] ?? 0) * VIN_WEIGHTS[i]!;
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** A VIN as typed, upper case without spaces, when it has 17 valid characters and its check digit; else null. */
export function validVin(text: string): string | null {
  const vin = text.replace(/\s+/g, '').toUpperCase();
  return VIN.test(vin) && vin[8] === vinCheckDigit(vin) ? vin : null;
}

/** The model-year characters of a VIN's tenth position, from 1980 (A) to 2009 (9); the cycle repeats every 30 years. */
const VIN_YEARS = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The model year a valid VIN's tenth character gives: of the years that character stands for (every 30 from 1980),
 * the latest not after next year (`today`'s year + 1); null when the character is not a year code (0, I, O, Q, U, Z).
 */
export function vinModelYear(vin: string, today: Date = new Date()): number | null {
  const index = VIN_YEARS.indexOf(vin[9] ?? '');
  if (index < 0) return null;
  const limit = today.getFullYear() + 1;
  let year = 1980 + index;
  while (year + 30 <= limit) year += 30;
  return year;
}

/** A VIN's World Manufacturer Identifier: its first three characters. */
export function vinWmi(vin: string): string {
  return vin.slice(0, 3);
}
