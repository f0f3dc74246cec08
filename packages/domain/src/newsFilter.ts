/**
 * News list state (spec 000 §2, §3, §4, §7): the filter payload (modo, estaSemana, idTipo, anyo, mes, idCategoria,
 * texto), the status mode 0 all / 1 read / 2 unread (default 0), the year change that resets the month to the first
 * month of that year, 'Restablecer', the unread-news panel request, and featured news (NOT_DESTACADA) first.
 *
 * Choices:
 * - The default filter is the year of 'today' (passed in), mes 0 ('Todo el año'), every type and category (0), no
 *   text, estaSemana false.
 * - "The first month of that year" is the first entry of that year's MESES in the filter options (the server lists
 *   the months that have news); when the year is not in the options, or has no months, mes becomes 0.
 * - NOT_DESTACADA counts as set when true, 1 or 'S'/'1'/'true'; featured first, otherwise the server's order.
 */
import type { CalendarDate } from './dates';
import { isFlagSet } from './sorting/articles';

/** The status modes of the news filter. */
export const NEWS_MODES = { all: 0, read: 1, unread: 2 } as const;
/** A status mode: 0 all, 1 read, 2 unread. */
export type NewsMode = (typeof NEWS_MODES)[keyof typeof NEWS_MODES];
/** The default status mode (spec 000 §9). */
export const DEFAULT_NEWS_MODE: NewsMode = 0;

/** The news filter payload, with the wire names of spec 000 §3. */
export interface NewsFilter {
  readonly modo: NewsMode;
  readonly estaSemana: boolean;
  readonly idTipo: number;
  readonly anyo: number;
  readonly mes: number;
  readonly idCategoria: number;
  readonly texto: string | null;
}

/** The years of the filter options, each with its months. */
export interface NewsYearOption {
  readonly ANYO: number;
  readonly MESES: readonly { readonly ID_MES: number; readonly MES: string }[];
}

/** Texts of the news screens, verbatim. */
export const NEWS_MESSAGES = {
  noUnread: 'No tienes noticias sin leer',
  noneThisWeek: 'Aún no se han publicado noticias esta semana',
  wholeYear: 'Todo el año',
  addFavourite: 'Añadir a favoritos',
  removeFavourite: 'Eliminar de favoritos',
  sharedNews: 'Noticia compartida con éxito',
  sharedDocument: 'Documento compartido con éxito',
  shareRejected: 'Uno o varios de los emails seleccionados han sido rechazados por el servidor',
} as const;

/** The default filter (also what 'Restablecer' returns to), for the year of today. */
export function defaultNewsFilter(today: CalendarDate): NewsFilter {
  return { modo: DEFAULT_NEWS_MODE, estaSemana: false, idTipo: 0, anyo: today.year, mes: 0, idCategoria: 0, texto: '' };
}

/** Changes the year and resets the month to that year's first month. */
export function changeNewsYear(filter: NewsFilter, year: number, years: readonly NewsYearOption[]): NewsFilter {
  const option = years.find((y) => y.ANYO === year);
  return { ...filter, anyo: year, mes: option?.MESES[0]?.ID_MES ?? 0 };
}

/** The request of the unread-news panel: idTipo 0, this year, mes 0, modo 2, idCategoria 0, texto null. */
export function unreadNewsRequest(today: CalendarDate): Omit<NewsFilter, 'estaSemana'> {
  return { idTipo: 0, anyo: today.year, mes: 0, modo: NEWS_MODES.unread, idCategoria: 0, texto: null };
}

/** Featured news (NOT_DESTACADA) first, otherwise in the given order. */
export function sortNewsFeaturedFirst<T extends { readonly NOT_DESTACADA?: unknown }>(news: readonly T[]): T[] {
  return [...news.filter((n) => isFlagSet(n.NOT_DESTACADA)), ...news.filter((n) => !isFlagSet(n.NOT_DESTACADA))];
}

/** The favourite button's text for the current state. */
export function favouriteButtonText(isFavourite: boolean): string {
  return isFavourite ? NEWS_MESSAGES.removeFavourite : NEWS_MESSAGES.addFavourite;
}
