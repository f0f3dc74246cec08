import { type MemberGroup, resultSummary, SPECIALTY_MESSAGES } from '@socios/domain';
import { Button, EmptyState, SearchIcon, Spinner, Stack, Text } from '@socios/ui';
import type { ReactNode } from 'react';
import { MemberGroups } from '../MemberGroups';

/** Where a search is (001 §4 Battery screen): nothing asked yet, asking, failed, or answered. */
export type SpecialtySearchState = 'initial' | 'loading' | 'error' | 'done';

export interface SpecialtyResultsProps<T> {
  /** Where the search is. */
  state: SpecialtySearchState;
  /** The answer grouped by member, after the filters. */
  groups: readonly MemberGroup<T>[];
  /** How many articles came before the filters (to say that the filters hide some). */
  total: number;
  /** One row. */
  renderRow: (row: T) => ReactNode;
  /** A row's key inside its group. */
  rowKey: (row: T) => string;
  /** Clears the filters ('Restablecer' from the results, when they hide everything). */
  onResetFilters?: () => void;
  /** The failure's text (the call's Spanish message). */
  errorText?: string;
}

/**
 * The four states of a tyre, lubricant or battery search (001 §4, §8): 'Introduzca los parámetros de la búsqueda'
 * before any search, loading, 'No hay resultados para la búsqueda', or the results grouped by member with their count.
 * When the answer had articles but the filters hide them all, it says so and offers to clear the filters.
 */
export function SpecialtyResults<T>({ state, groups, total, renderRow, rowKey, onResetFilters, errorText }: SpecialtyResultsProps<T>) {
  if (state === 'initial') return <EmptyState icon={<SearchIcon size={32} />} title={SPECIALTY_MESSAGES.enterParameters} />;
  if (state === 'loading') return <Spinner centered label="Buscando artículos" />;
  if (state === 'error') {
    return (
      <Text tone="danger" role="alert">
        {errorText ?? 'Error de servidor'}
      </Text>
    );
  }
  const rows = groups.reduce((n, g) => n + g.rows.length, 0);
  if (rows === 0) {
    const hidden = total > 0;
    return (
      <div role="status">
        <EmptyState
          title={SPECIALTY_MESSAGES.noResults}
          description={hidden ? `Los filtros ocultan ${total === 1 ? '1 artículo' : `${total} artículos`}.` : undefined}
          action={
            hidden && onResetFilters ? (
              <Button variant="secondary" onClick={onResetFilters}>
                Quitar los filtros
              </Button>
            ) : undefined
          }
        />
      </div>
    );
  }
  return (
    <Stack gap={3}>
      <Text role="status" tone="muted">
        {resultSummary(rows, groups.length)}
        {total > rows ? ` (los filtros ocultan ${total - rows})` : ''}
      </Text>
      <MemberGroups groups={groups} renderRow={renderRow} rowKey={rowKey} />
    </Stack>
  );
}
