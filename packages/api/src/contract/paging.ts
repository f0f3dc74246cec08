import { z } from 'zod';
import { type Foreign, sessionEndpoints } from '../endpoint';
import { PROMOTION_LIST_MAX } from '../listBounds';
import { WIRE_ID_MAX, wireId, wireText } from '../wire';

/**
 * What the Promotions calls share (001 §7 Promotions): their access, the paged-list body of every `GetPagina`, its
 * answer (`rows`, null when there are none) and the `ActualizarRegistro` body (`Accion`, `Reg` and the call's extra fields).
 */

/** Declares a Promotions call: a session call behind the Promociones permission, as every one of them is. */
export const promotionEndpoint = sessionEndpoints({ permission: 'Promociones' });

/** Longest text accepted in a paging or filter value. */
const PAGING_TEXT_MAX = 200;
/** Most values accepted in a filter or index list. */
const PAGING_VALUES_MAX = 20;
/** Largest page size or page number accepted. */
const PAGING_NUMBER_MAX = 1_000_000;

/** One value of a filter or index: an integer, a text or null (the portal sends [null] for "no record yet"). */
export const ValorPagina = z.union([z.number().int().min(-WIRE_ID_MAX).max(WIRE_ID_MAX), wireText(PAGING_TEXT_MAX), z.null()]);
export type ValorPagina = z.infer<typeof ValorPagina>;

/**
 * The paged-list body (001 §7): `numMax` rows per page (0 = all rows), page `indice` from 1, and `Valoresfiltro`, the
 * call's filter values by position (e.g. [workshop id] or [null]). `ValoresIndice`, `direccion` and `opcional` are
 * accepted and ignored: the portal always asks for all rows.
 */
export const PaginaBody = z.object({
  numMax: z.number().int().min(0).max(PAGING_NUMBER_MAX),
  indice: z.number().int().min(1).max(PAGING_NUMBER_MAX),
  ValoresIndice: z.union([ValorPagina, z.array(ValorPagina).max(PAGING_VALUES_MAX)]).nullish(),
  direccion: wireText(PAGING_TEXT_MAX).nullish(),
  opcional: z.union([ValorPagina, z.boolean()]).nullish(),
  Valoresfiltro: z.array(ValorPagina).max(PAGING_VALUES_MAX).nullish(),
});
export type PaginaBody = z.infer<typeof PaginaBody>;

/** The answer of a paged list: the page's `rows` (null when there are none) and `total`, the rows of all pages. */
export function paginaAnswer<T extends z.ZodType>(row: T) {
  return z.object({
    ok: z.literal(true),
    mensajeError: z.null(),
    rows: z.array(row).nullable(),
    total: z.number().int().min(0),
  });
}

/** What a paged list answers, for handlers: the value of `paginaAnswer(row)`. */
export interface Pagina<T> {
  ok: true;
  mensajeError: null;
  rows: T[] | null;
  total: number;
}

/** Cuts one page out of all the rows (numMax 0 = all of them) and wraps it as the spec's answer. */
export function pagina<T>(all: readonly T[], body: Pick<PaginaBody, 'numMax' | 'indice'>): Pagina<T> {
  const rows = body.numMax === 0 ? all.slice() : all.slice((body.indice - 1) * body.numMax, body.indice * body.numMax);
  return { ok: true, mensajeError: null, rows: rows.length ? rows : null, total: all.length };
}

/**
 * Declares a Promotions `GetPagina`: POST `/<controller>/GetPagina` with the paged-list body, answering the page of
 * `row`s; at most PROMOTION_LIST_MAX rows unless the list has a bound of its own.
 */
export function promotionPage<T extends z.ZodType>(controller: string, row: T, foreign: Foreign, maxRows: number = PROMOTION_LIST_MAX) {
  return promotionEndpoint({ method: 'POST', path: `/${controller}/GetPagina`, maxRows, foreign, body: PaginaBody, response: paginaAnswer(row) });
}

/**
 * Declares a Promotions `GetImagen`: POST `/<controller>/GetImagen` with the record's id under `key`, answering the
 * image as a text reply (its data URL, '' when there is none).
 */
export function promotionImage<K extends string>(controller: string, key: K, foreign: Foreign) {
  const body = z.object({ [key]: wireId } as { [P in K]: typeof wireId });
  return promotionEndpoint({ method: 'POST', path: `/${controller}/GetImagen`, foreign, body, response: z.string() });
}

/** The `Accion` of an `ActualizarRegistro`: 0 adds, 1 modifies, 2 deletes. */
export const AccionRegistro = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type AccionRegistro = z.infer<typeof AccionRegistro>;

/**
 * An `ActualizarRegistro` body: `Accion`, the record in `Reg` and the call's extra fields (e.g. `ID_GRUPO_LIST`).
 * On Accion 0 the record's id is ignored; on 1 and 2 it names the record (2 reads nothing else).
 */
export function actualizarRegistroBody<R extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(reg: R, extra?: E) {
  return z.object({ Accion: AccionRegistro, Reg: reg, ...(extra ?? ({} as E)) });
}

/** Longest comma-joined id list accepted (ID_GRUPO_LIST, ID_TALLER_LIST, Grupos). */
export const ID_LIST_MAX = 200_000;

/**
 * A comma-joined id list ('3,7,12'; '' or null for none), as ID_GRUPO_LIST and ID_TALLER_LIST send it. Spaces around
 * the ids are allowed; anything else is a 400.
 */
export const wireIdList = z
  .string()
  .max(ID_LIST_MAX)
  .regex(/^\s*(\d{1,10}\s*(,\s*\d{1,10}\s*)*)?,?\s*$/, 'Lista de identificadores no válida.')
  .nullish();

/** The ids of a comma-joined id list, without repeats and without any beyond a PostgreSQL integer. */
export function parseIdList(list: string | null | undefined): number[] {
  if (!list) return [];
  const ids = new Set<number>();
  for (const part of list.split(',')) {
    const t = part.trim();
    if (!t) continue;
    const n = Number(t);
    if (Number.isInteger(n) && n >= 1 && n <= WIRE_ID_MAX) ids.add(n);
  }
  return [...ids];
}
