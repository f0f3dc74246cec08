import type { ApiError, Bateria, Lubricante, Neumatico } from '@socios/api';
import type { BatteryFigures, SpecialtyFilter } from '@socios/domain';
import { CLIMATES, climateOf, NO_SPECIALTY_FILTER, POLARITIES, polarityOf } from '@socios/domain';
import type { UseQueryResult } from '@tanstack/react-query';
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

/** A search's answer as the screens need it: its state, its rows (none while not done) and a failure's text. */
export interface SpecialtyAnswer<T> {
  state: SpecialtySearchState;
  rows: readonly T[];
  errorText?: string;
}

const NONE: readonly never[] = [];

/** The answer of a query; a 404 is an empty answer when `notFoundIsEmpty` (the tyres, 001 §8). */
function answerOf<T>(asked: boolean, query: UseQueryResult<T[], ApiError>, notFoundIsEmpty = false): SpecialtyAnswer<T> {
  if (!asked) return { state: 'initial', rows: NONE };
  if (query.isPending) return { state: 'loading', rows: NONE };
  if (query.isError) {
    if (notFoundIsEmpty && query.error.status === 404) return { state: 'done', rows: NONE };
    return { state: 'error', rows: NONE, errorText: query.error.message };
  }
  return { state: 'done', rows: query.data };
}

const FRESH = 60_000;

/** The tyres of a size (the key '2055516'), null before any search. A 404 answer is no tyres (001 §8). */
export function useTyres(medida: string | null): SpecialtyAnswer<Neumatico> {
  const query = useApiQuery('Neumaticos', 'GetNeumaticos', { medida: medida ?? '' }, { enabled: medida !== null, errors: 'handled', staleTime: FRESH });
  return answerOf(medida !== null, query, true);
}

/** The lubricants of a viscosity grade ('5W30'), null before any search. */
export function useLubricants(viscosidad: string | null): SpecialtyAnswer<Lubricante> {
  const query = useApiQuery('Lubricantes', 'GetLubricantes', { viscosidad: viscosidad ?? '' }, { enabled: viscosidad !== null, errors: 'handled', staleTime: FRESH });
  return answerOf(viscosidad !== null, query, true);
}

/** The batteries of the figures (0 = any), null before any search. */
export function useBatteries(figures: BatteryFigures | null): SpecialtyAnswer<Bateria> {
  const query = useApiQuery('Baterias', 'GetBaterias', figures ?? { potenciaArranque: 0, voltaje: 0, amperios: 0 }, {
    enabled: figures !== null,
    errors: 'handled',
    staleTime: FRESH,
  });
  return answerOf(figures !== null, query, true);
}
