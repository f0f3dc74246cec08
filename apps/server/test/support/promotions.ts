import { expect } from 'vitest';
import type { Queryable } from '../../src/db/db';
import type { Browser } from './testServer';

// What the tests of the member areas share: finding a demo member, and the Promotions area's paged lists (001 §7).

/** The id of a seed member by name (e.g. 'Recambios Demo', 'Autorecambios Levante'). */
export async function memberIdOf(db: Pick<Queryable, 'query'>, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT soc_id AS id FROM members WHERE soc_nombre = $1', [name]);
  if (!row) throw new Error(`seed has no member ${name}`);
  return row.id;
}

/** The paged-list body asking for every row, with a filter (the portal's own call). */
export const allRows = (filter: unknown[] = []) => ({
  numMax: 0,
  indice: 1,
  ValoresIndice: null,
  direccion: null,
  opcional: null,
  Valoresfiltro: filter,
});

/** A paged list's answer. */
export type Page<T> = { ok: true; mensajeError: null; rows: T[] | null; total: number };

/** POST {path}/GetPagina for every row with a filter, checking the status; the answer. */
export async function getPage<T>(browser: Browser, path: string, filter: unknown[] = [], status = 200): Promise<Page<T>> {
  const res = await browser.call('POST', `/api/${path}/GetPagina`, { json: allRows(filter) });
  expect(res.status, `${path} ${JSON.stringify(filter)}`).toBe(status);
  return res.json as Page<T>;
}
