import { type MemberGroup, resultSummary, SPECIALTY_MESSAGES } from '@socios/domain';
import { Button, EmptyState, Pagination, SearchIcon, Spinner, Stack, Text } from '@socios/ui';
import type { ReactNode } from 'react';
import { StyledListTop, useListTopOnPage } from '../../../../app/listTop';
import { MemberGroups } from '../MemberGroups';

/** Where a search is (001 §4 Battery screen): nothing asked yet, asking, failed, or answered. */
export type SpecialtySearchState = 'initial' | 'loading' | 'error' | 'done';

export interface SpecialtyResultsProps<T> {
  /** Where the search is. */
  state: SpecialtySearchState;
  /** The page's rows grouped by member (the server applied the filters). */
  groups: readonly MemberGroup<T>[];
  /** How many articles match the search and every filter, over every page (the server's count). */
  total: number;
  /** How many members offer them. */
  socios: number;
  /** How many articles of the search the filters hide, when known (to say so and offer to clear them). */
  hidden?: number;
  /** The page shown, from 1, and how many there are; the pager shows when there is more than one. */
  page?: number;
  pages?: number;
  /** Called with the page asked for. */
  onPage?: (page: number) => void;
  /** True while the next page loads (the pager's buttons wait). */
  busy?: boolean;
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
 * before any search, loading, 'No hay resultados para la búsqueda', or one page of the results grouped by member with
 * the true count of articles and members over every page (the server's) and the pager. When the filters hide
 * articles it says so, and when they hide them all it offers to clear the filters.
 */
export function SpecialtyResults<T>({
  state,
  groups,
  total,
  socios,
  hidden = 0,
  page = 1,
  pages = 1,
  onPage,
  busy = false,
  renderRow,
  rowKey,
  onResetFilters,
  errorText,
}: SpecialtyResultsProps<T>) {
  const listTop = useListTopOnPage(page);
  if (state === 'initial') return <EmptyState icon={<SearchIcon size={32} />} title={SPECIALTY_MESSAGES.enterParameters} />;
  if (state === 'loading') return <Spinner centered label="Buscando artículos" />;
  if (state === 'error') {
    return (
      <Text tone="danger" role="alert">
        {errorText ?? 'Error de servidor'}
      </Text>
    );
  }
  if (total === 0) {
    return (
      <div role="status">
        <EmptyState
          title={SPECIALTY_MESSAGES.noResults}
          description={hidden > 0 ? `Los filtros ocultan ${hidden === 1 ? '1 artículo' : `${hidden} artículos`}.` : undefined}
          action={
            hidden > 0 && onResetFilters ? (
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
      <StyledListTop ref={listTop}>
        <Text role="status" tone="muted">
          {resultSummary(total, socios)}
          {hidden > 0 ? ` (los filtros ocultan ${hidden})` : ''}
          {pages > 1 ? ` · página ${page} de ${pages}` : ''}
        </Text>
      </StyledListTop>
      <MemberGroups groups={groups} renderRow={renderRow} rowKey={rowKey} />
      {pages > 1 && onPage ? <Pagination page={page} pages={pages} onPage={onPage} label="Páginas de resultados" busy={busy} /> : null}
    </Stack>
  );
}
