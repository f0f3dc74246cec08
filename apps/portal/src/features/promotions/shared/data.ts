import type { ApiError, PaginaBody, ValorPagina } from '@socios/api';
import { containsIgnoreCase, matchesLetters, sortByName } from '@socios/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Action, type ApiQueryOptions, type ApiResult, type Controller, useApiQuery } from '../../../app/query/apiQuery';

/**
 * The data side of the promotions lists (001 §7): every list is a `GetPagina` asked for all its rows at once
 * (`numMax: 0, indice: 1`) with the call's filter values, and the page filters by name and letter in the browser
 * (the lists are one member's, a few hundred rows at most).
 */

/** The paged-list body asking for every row, with the call's filter values ([] when the call has none). */
export function pageBody(filter: readonly ValorPagina[] = []): PaginaBody {
  return { numMax: 0, indice: 1, Valoresfiltro: [...filter] };
}

/** A controller with a `GetPagina` that answers `{ rows, total }` (Talleres, GruposTaller, Campanas, Imagenes…). */
type PagedController = {
  [C in Controller]: 'GetPagina' extends Action<C> ? (ApiResult<C, 'GetPagina' & Action<C>> extends { rows: unknown } ? C : never) : never;
}[Controller];

/** The row type of a controller's `GetPagina`. */
export type PagedRow<C extends PagedController> = ApiResult<C, 'GetPagina' & Action<C>> extends { rows: (infer R)[] | null } ? R : never;

/** What usePagedList gives: the rows ([] while loading or when there are none) and the query's state. */
export interface PagedList<R> {
  /** The rows as the server sorted them; [] while loading, on a failure or when the answer's rows are null. */
  rows: R[];
  /** The first load is running. */
  loading: boolean;
  /** The last load failed (the app popup has told it unless `errors: 'handled'`). */
  error: ApiError | null;
  /** The underlying query (refetch, isFetching…). */
  query: UseQueryResult<ApiResult<PagedController, never>, ApiError>;
}

/**
 * Reads every row of a `GetPagina` (`numMax: 0, indice: 1, Valoresfiltro: filter`), rows null → []. Cached under the
 * call's key, so a mutation of the same controller (useApiMutation's default) reloads it.
 */
export function usePagedList<C extends PagedController>(
  controller: C,
  filter: readonly ValorPagina[] = [],
  options: ApiQueryOptions<C, 'GetPagina' & Action<C>, ApiResult<C, 'GetPagina' & Action<C>>> = {},
): PagedList<PagedRow<C>> {
  const query = useApiQuery(controller, 'GetPagina' as 'GetPagina' & Action<C>, pageBody(filter) as never, options);
  const data = query.data as { rows: PagedRow<C>[] | null } | undefined;
  return {
    rows: data?.rows ?? [],
    loading: query.isPending,
    error: query.error,
    query: query as unknown as PagedList<PagedRow<C>>['query'],
  };
}

/** What useNameFilter gives: the search and letter state and the rows they let through. */
export interface NameFilter<T> {
  /** The search in force (set by 'Buscar' or Enter). */
  query: string;
  setQuery: (text: string) => void;
  /** Letters selected in the ABC filter, alphabet order. */
  letters: string[];
  setLetters: (letters: string[]) => void;
  /** The rows sorted by name (case-insensitive, Spanish order) that contain the search and start with a letter. */
  shown: T[];
  /** All rows, sorted by name. */
  sorted: T[];
}

/**
 * The name search and ABC filter of a list (001 §5: case-insensitive contains; the upper-cased first letter; lists
 * sorted by name ascending, case-insensitive).
 */
export function useNameFilter<T>(rows: readonly T[], nameOf: (row: T) => string | null | undefined): NameFilter<T> {
  const [query, setQuery] = useState('');
  const [letters, setLetters] = useState<string[]>([]);
  // nameOf is usually an inline arrow; the rows decide when to sort again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const sorted = useMemo(() => sortByName(rows, nameOf), [rows]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const shown = useMemo(
    () => sorted.filter((r) => containsIgnoreCase(nameOf(r), query.trim()) && matchesLetters(nameOf(r), letters)),
    [sorted, query, letters],
  );
  return { query, setQuery, letters, setLetters, shown, sorted };
}

/** The count line of a list: 'N {plural}' or 'M de N {plural}' while a filter hides some ('1 {singular}'). */
export function countText(shown: number, total: number, singular: string, plural: string): string {
  const noun = total === 1 ? singular : plural;
  return shown === total ? `${total} ${noun}` : `${shown} de ${total} ${noun}`;
}
