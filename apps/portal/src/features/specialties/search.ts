import type { ApiError, Bateria, Lubricante, Neumatico, SocioPagina } from '@socios/api';
import type { BatteryFigures, MemberRowLike, SpecialtyFilter } from '@socios/domain';
import { CLIMATES, climateOf, groupPageByMember, NO_SPECIALTY_FILTER, POLARITIES, polarityOf } from '@socios/domain';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../app/query/apiQuery';
import type { SpecialtySearchState } from './components/SpecialtyResults';

/**
 * The search of a tyre, lubricant or battery screen lives in its URL (?medida=2055516&q=michelin&clima=invierno), so
 * that back, forward and reload keep it: the inputs are read from it and a search or a filter writes it.
 */

/** The URL's query with some parameters changed; an empty or null value removes the parameter. */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The filter in the URL (q, clima, positivo) and how to change it. */
export function useUrlFilter(): [SpecialtyFilter, (filter: SpecialtyFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter: SpecialtyFilter = { texto: params.get('q') ?? '', clima: climateOf(params.get('clima')), positivo: polarityOf(params.get('positivo')) };
  const setFilter = (f: SpecialtyFilter) =>
    setParams((current) =>
      withParams(current, {
        q: f.texto.trim() || null,
        clima: f.clima === NO_SPECIALTY_FILTER.clima ? null : f.clima,
        positivo: f.positivo === NO_SPECIALTY_FILTER.positivo ? null : f.positivo,
        pagina: null,
      }),
    );
  return [filter, setFilter];
}

/** The filters in force as heading chips ('Búsqueda: michelin', 'Solo invierno', 'Positivo a la derecha'). */
export function filterChips(filter: SpecialtyFilter): string[] {
  const chips: string[] = [];
  if (filter.texto.trim()) chips.push(`Búsqueda: ${filter.texto.trim()}`);
  const climate = CLIMATES.find((c) => c.value === filter.clima);
  if (climate && filter.clima !== NO_SPECIALTY_FILTER.clima) chips.push(climate.label);
  const polarity = POLARITIES.find((p) => p.value === filter.positivo);
  if (polarity && filter.positivo !== NO_SPECIALTY_FILTER.positivo) chips.push(`Positivo ${polarity.label.toLowerCase()}`);
  return chips;
}

/** The page of the URL (?pagina=3), from 1. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('pagina'))) || 1);
  return [page, (p: number) => setParams((current) => withParams(current, { pagina: p > 1 ? String(p) : null }))];
}

/** Rows a page of results shows. */
export const SPECIALTY_PAGE_SIZE = 50;

/**
 * A search's answer as the screens need it: its state, the page's rows (none while not done), the totals the server
 * counted (articles and members matching every filter), the headings of the page's members, the facet counts and a
 * failure's text.
 */
export interface SpecialtyAnswer<T> {
  state: SpecialtySearchState;
  rows: readonly T[];
  total: number;
  socios: number;
  grupos: readonly SocioPagina[];
  facetas: Readonly<Record<string, number>>;
  /** True while another page or filter is asked and the rows shown are the previous ones. */
  busy: boolean;
  errorText?: string;
}

const NONE: readonly never[] = [];
const EMPTY = { rows: NONE, total: 0, socios: 0, grupos: NONE, facetas: {}, busy: false };

/** What a GetPagina… call answers. */
interface PageAnswer<T> {
  valorRetorno: T[];
  total: number;
  socios: number;
  grupos: SocioPagina[];
  facetas: Readonly<Record<string, number>>;
}

/** The answer of a paged query. */
function answerOf<T>(asked: boolean, query: UseQueryResult<PageAnswer<T>, ApiError>): SpecialtyAnswer<T> {
  if (!asked) return { state: 'initial', ...EMPTY };
  if (query.isPending) return { state: 'loading', ...EMPTY };
  if (query.isError) return { state: 'error', ...EMPTY, errorText: query.error.message };
  const d = query.data;
  return { state: 'done', rows: d.valorRetorno, total: d.total, socios: d.socios, grupos: d.grupos, facetas: d.facetas, busy: query.isPlaceholderData };
}

const FRESH = 60_000;

/** The page's window in the body of a GetPagina… call, and the query options every paged search shares. */
function paging(page: number, enabled: boolean) {
  return {
    body: { desde: (page - 1) * SPECIALTY_PAGE_SIZE, maxRegistros: SPECIALTY_PAGE_SIZE },
    options: { enabled, errors: 'handled' as const, staleTime: FRESH, placeholderData: keepPreviousData },
  };
}

/** One page of the tyres of a size (the key '2055516') with the filter, null before any search. */
export function useTyres(medida: string | null, filter: SpecialtyFilter, page: number): SpecialtyAnswer<Neumatico> {
  const p = paging(page, medida !== null);
  const query = useApiQuery('Neumaticos', 'GetPaginaNeumaticos', { medida: medida ?? '', texto: filter.texto, clima: filter.clima, ...p.body }, p.options);
  return answerOf(medida !== null, query);
}

/** One page of the lubricants of a viscosity grade ('5W30') with the filter, null before any search. */
export function useLubricants(viscosidad: string | null, filter: SpecialtyFilter, page: number): SpecialtyAnswer<Lubricante> {
  const p = paging(page, viscosidad !== null);
  const query = useApiQuery('Lubricantes', 'GetPaginaLubricantes', { viscosidad: viscosidad ?? '', texto: filter.texto, ...p.body }, p.options);
  return answerOf(viscosidad !== null, query);
}

/** One page of the batteries of the figures (0 = any) with the filter, null before any search. */
export function useBatteries(figures: BatteryFigures | null, filter: SpecialtyFilter, page: number): SpecialtyAnswer<Bateria> {
  const p = paging(page, figures !== null);
  const query = useApiQuery(
    'Baterias',
    'GetPaginaBaterias',
    { ...(figures ?? { potenciaArranque: 0, voltaje: 0, amperios: 0 }), texto: filter.texto, positivo: filter.positivo, ...p.body },
    p.options,
  );
  return answerOf(figures !== null, query);
}

/**
 * The props of SpecialtyResults for one page of an answer: the page's rows grouped by member with each member's
 * counts over every page, the server's totals, the articles the climate or polarity hides (its facet of all
 * choices less the total) and the pager.
 */
export function pagedResults<T extends MemberRowLike>(answer: SpecialtyAnswer<T>, page: number, onPage: (page: number) => void) {
  const all = answer.facetas.todos ?? answer.facetas.todas ?? answer.total;
  return {
    state: answer.state,
    groups: groupPageByMember(answer.rows, answer.grupos),
    total: answer.total,
    socios: answer.socios,
    hidden: Math.max(0, all - answer.total),
    page,
    pages: Math.max(1, Math.ceil(answer.total / SPECIALTY_PAGE_SIZE)),
    onPage,
    busy: answer.busy,
    errorText: answer.errorText,
  };
}
