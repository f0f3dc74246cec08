import { type MemberRowLike, NO_SPECIALTY_FILTER, type SpecialtyFilter } from '@socios/domain';
import { Button, Page, SearchIcon, Text, Toolbar } from '@socios/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FiltersButton } from './components/FiltersButton';
import { SearchChips } from './components/SearchChips';
import { SpecialtyFilters, type SpecialtyFilterField } from './components/SpecialtyFilters';
import { SpecialtyResults } from './components/SpecialtyResults';
import { filterChips, pagedResults, type SpecialtyAnswer } from './search';

export interface SpecialtySearchPageProps<T extends MemberRowLike & { IdMarca: number; Ref: string }> {
  /** The search form's accessible name ('Buscar neumáticos'). */
  label: string;
  /** The search boxes, before Buscar. */
  boxes: ReactNode;
  /** Buscar: checks the boxes and puts the search in the URL. */
  onSearch: (e: FormEvent) => void;
  /** A refusal of the whole form rather than of one box, shown under the toolbar. */
  formError?: string;
  /** The search as chips ('205/55 R16', 'Viscosidad 5W-30'); none before a search. */
  chips: readonly string[];
  /** The Filtros dialog's filter (kept in the URL). */
  filter: SpecialtyFilter;
  /** Applies a filter. */
  onFilter: (filter: SpecialtyFilter) => void;
  /** The specialty's own fields in the Filtros dialog (the climate, the positive terminal). */
  filterFields?: readonly SpecialtyFilterField[];
  /** How the Filtros dialog shows; a modal by default. */
  filtersVariant?: 'modal' | 'panel';
  /** The page of results the search answered. */
  answer: SpecialtyAnswer<T>;
  /** The page shown (kept in the URL). */
  page: number;
  /** Shows another page. */
  onPage: (page: number) => void;
  /** One result. */
  renderRow: (row: T) => ReactNode;
}

/**
 * The page every specialty search shares (001 §2.11, §2.12, §2.13): the search boxes, Buscar and Filtros in one
 * toolbar, the search and the filters as chips, the results grouped by offering member, and the Filtros dialog.
 */
export function SpecialtySearchPage<T extends MemberRowLike & { IdMarca: number; Ref: string }>({
  label,
  boxes,
  onSearch,
  formError,
  chips,
  filter,
  onFilter,
  filterFields,
  filtersVariant,
  answer,
  page,
  onPage,
  renderRow,
}: SpecialtySearchPageProps<T>) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
    <Page>
      <Toolbar as="form" role="search" aria-label={label} onSubmit={onSearch} noValidate>
        {boxes}
        <Button type="submit" startIcon={<SearchIcon size={16} />}>
          Buscar
        </Button>
        <FiltersButton filter={filter} onClick={() => setFiltersOpen(true)} />
      </Toolbar>
      {formError ? (
        <Text tone="danger" role="alert">
          {formError}
        </Text>
      ) : null}
      <SearchChips values={chips} filters={filterChips(filter)} />
      <SpecialtyResults
        {...pagedResults(answer, page, onPage)}
        rowKey={(r) => `${r.IdMarca}:${r.Ref}`}
        renderRow={renderRow}
        onResetFilters={() => onFilter(NO_SPECIALTY_FILTER)}
      />
      <SpecialtyFilters
        variant={filtersVariant}
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        value={filter}
        counts={answer.facetas}
        fields={filterFields}
        onApply={(f) => {
          onFilter(f);
          setFiltersOpen(false);
        }}
      />
    </Page>
  );
}
