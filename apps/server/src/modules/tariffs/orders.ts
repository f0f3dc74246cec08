import type { NetSortColumn, SortDirection } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { perDatabase } from '../../db/perDatabase';
import { familyOrderRefs, netOrderRefs, tariffOrderRefs, tariffVersion } from './orders.queries';

/**
 * A brand's lines (or a net family's) in one column's order, as their reference positions: what pages a reference
 * search by any column. The lines a search finds are one run of reference positions, so a page of them in another
 * order is the entries of this array that fall in the run, counted from the start (or the end): one pass over
 * integers in memory (about a millisecond for the deepest tariff, 129,000 lines, whatever the page) and one index read
 * of the page's lines — where counting and skipping rows in the database cost a sort of every line found.
 */
export interface LineOrder {
  /** Reference positions in the order, ascending. */
  refs: Int32Array;
  /** In the NETO order of every line: how many nets come first (the lines without a net stay last both ways). */
  lead: number | null;
}

/** A family's position column for each sortable column (ACUMULADO grows with RANKING) and the net. */
export const FAMILY_POSITION: Record<NetSortColumn, string> = {
  REFERENCIA: 'fam_referencia',
  DESCRIPCION: 'fam_descripcion',
  FAMILIA: 'fam_familia',
  PVP: 'fam_pvp',
  RANKING: 'fam_ranking',
  ACUMULADO: 'fam_ranking',
  FECHA_VIGENCIA: 'fam_vigencia',
  NETO: 'fam_neto',
};

/** The tariff's position column for each sortable column (NETO only in a net list). */
export const TARIFF_POSITION: Record<Exclude<NetSortColumn, 'NETO'>, string> = {
  REFERENCIA: 'pos_referencia',
  DESCRIPCION: 'pos_descripcion',
  FAMILIA: 'pos_familia',
  PVP: 'pos_pvp',
  RANKING: 'pos_ranking',
  ACUMULADO: 'pos_ranking',
  FECHA_VIGENCIA: 'pos_vigencia',
};

/** Orders kept per database: the last few asked for (a brand's whole tariff is 4 bytes a line). */
const KEPT = 24;
const keptOf = perDatabase(() => new Map<string, LineOrder>());

/** What an order is of: a brand's tariff, or one family of a net list, by a column. */
export interface OrderSpec {
  brandId: number;
  column: NetSortColumn;
  priceList: number | null;
  family: string | null;
}

const ints = (text: string | number[] | null): Int32Array => {
  if (text === null) return new Int32Array(0);
  if (Array.isArray(text)) return Int32Array.from(text);
  const body = text.replace(/^\{|\}$/g, '');
  return body ? Int32Array.from(body.split(','), Number) : new Int32Array(0);
};

async function load(db: Queryable, s: OrderSpec): Promise<LineOrder> {
  if (s.priceList !== null && s.family !== null) {
    return { refs: ints(await familyOrderRefs(db, s.priceList, s.family, FAMILY_POSITION[s.column])), lead: null };
  }
  if (s.priceList !== null && s.column === 'NETO') {
    const row = await netOrderRefs(db, s.brandId, s.priceList);
    const nets = ints(row.nets);
    const rest = ints(row.rest);
    const refs = new Int32Array(nets.length + rest.length);
    refs.set(nets);
    refs.set(rest, nets.length);
    return { refs, lead: nets.length };
  }
  const column = s.column === 'NETO' ? 'pos_referencia' : TARIFF_POSITION[s.column];
  return { refs: ints(await tariffOrderRefs(db, s.brandId, column)), lead: null };
}

/** The order, from memory while the brand's tariff version has not changed (one key probe), else read again. */
export async function lineOrder(db: Queryable, s: OrderSpec): Promise<LineOrder> {
  const version = await tariffVersion(db, s.brandId);
  const key = `${s.brandId}:${version}:${s.priceList ?? ''}:${s.family ?? ''}:${s.column}`;
  const orders = keptOf(db);
  const hit = orders.get(key);
  if (hit) {
    orders.delete(key);
    orders.set(key, hit);
    return hit;
  }
  const order = await load(db, s);
  orders.set(key, order);
  if (orders.size > KEPT) orders.delete(orders.keys().next().value!);
  return order;
}

/**
 * The reference positions of one page of the lines whose reference position is in `run`, in the order (or its
 * reverse; in the NETO order of every line the lines without a net stay last), and how many such lines there are.
 */
export function pageInRun(order: LineOrder, run: { from: number; to: number }, direction: SortDirection, page: { size: number; number: number }) {
  const { refs, lead } = order;
  const first = (Math.max(1, Math.trunc(page.number)) - 1) * page.size;
  const found: number[] = [];
  let count = 0;
  const visit = (i: number) => {
    const r = refs[i]!;
    if (r < run.from || r > run.to) return;
    if (count >= first && found.length < page.size) found.push(r);
    count++;
  };
  if (direction === 'asc') for (let i = 0; i < refs.length; i++) visit(i);
  else if (lead === null) for (let i = refs.length - 1; i >= 0; i--) visit(i);
  else {
    for (let i = lead - 1; i >= 0; i--) visit(i);
    for (let i = refs.length - 1; i >= lead; i--) visit(i);
  }
  return { refs: found, count };
}
