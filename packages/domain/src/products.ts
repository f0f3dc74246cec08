/**
 * Client-side search rules of the parts and directory screens (spec 001 §2.11–2.15, §3, §5): the general search of
 * tyres, lubricants and batteries (Ref, RefComercial, Marca, Descripcion), the tyre search key (ancho + perfil +
 * diámetro), batteries with Stock below 1 hidden and sorted by Stock descending, grouping by offering member, and
 * the member directory search (name, point-of-sale text or phone).
 *
 * Choices: searches are case-insensitive contains (no accent folding: the spec asks it only for documents); the
 * tyre key trims each part and drops spaces ('205', '55', 'R16' → '20555R16'); a non-numeric Stock counts as 0;
 * groups keep the order in which each member first appears.
 */
import { anyFieldContains } from './text';

/** The fields the general search of tyres, lubricants and batteries covers. */
export interface ProductLike {
  readonly Ref?: string | null;
  readonly RefComercial?: string | null;
  readonly Marca?: string | null;
  readonly Descripcion?: string | null;
}

/** True when the general search text is in Ref, RefComercial, Marca or Descripcion. */
export function productMatches(product: ProductLike, text: string): boolean {
  return anyFieldContains([product.Ref, product.RefComercial, product.Marca, product.Descripcion], text);
}

/** The tyre search key: ancho, perfil and diámetro concatenated ('205', '55', '16' → '2055516'). */
export function tyreSearchKey(ancho: string | number, perfil: string | number, diametro: string | number): string {
  return [ancho, perfil, diametro].map((p) => String(p).replace(/\s+/g, '')).join('');
}

function stockNumber(stock: unknown): number {
  const n = typeof stock === 'number' ? stock : Number(String(stock ?? '').trim());
  return Number.isFinite(n) ? n : 0;
}

/** Batteries to show: Stock of 1 or more, sorted by Stock descending (stable). */
export function visibleBatteries<T extends { readonly Stock?: unknown }>(batteries: readonly T[]): T[] {
  return batteries
    .map((b, index) => ({ b, index, stock: stockNumber(b.Stock) }))
    .filter((x) => x.stock >= 1)
    .sort((x, y) => y.stock - x.stock || x.index - y.index)
    .map((x) => x.b);
}

/** Groups offers by member (socio.SOC_NOMBRE), in order of first appearance. */
export function groupByMember<T extends { readonly socio?: { readonly SOC_NOMBRE?: string | null } | null }>(
  items: readonly T[],
): { member: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = item.socio?.SOC_NOMBRE ?? '';
    const list = groups.get(name);
    if (list) list.push(item);
    else groups.set(name, [item]);
  }
  return [...groups].map(([member, list]) => ({ member, items: list }));
}

/** The member fields the directory search covers. */
export interface MemberLike {
  readonly SOC_NOMBRE?: string | null;
  readonly SOC_TELEFONO?: string | number | null;
  readonly PUNTOSVENTA?: readonly { readonly PUNTOVENTA?: string | null }[] | null;
}

/** True when the directory search text is in the member's name, a point-of-sale text or the phone. */
export function memberMatches(member: MemberLike, text: string): boolean {
  return anyFieldContains([member.SOC_NOMBRE, member.SOC_TELEFONO, ...(member.PUNTOSVENTA ?? []).map((p) => p.PUNTOVENTA)], text);
}
