import type { Lubricante } from '@socios/api';
import { formatViscosity, normalizeViscosity, validateViscosity } from '@socios/domain';
import { TextField } from '@socios/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SpecialtyRow } from './components/SpecialtyRow';
import { specialtyRowProps } from './offer';
import { useLubricants, usePageParam, useUrlFilter, withParams } from './search';
import { SpecialtySearchPage } from './SpecialtySearchPage';

/** A lubricant: the tyre's fields plus its viscosity (001 §3 Lubricant). */
function LubricantRow({ lubricant }: { lubricant: Lubricante }) {
  return <SpecialtyRow {...specialtyRowProps(lubricant)} facts={[{ label: 'Viscosidad', value: formatViscosity(lubricant.Viscosidad) }]} />;
}

/**
 * /lubricantes (001 §2.12): the viscosity grade (5W30, 5W-30, 10w40…), Buscar, the Filtros dialog with the general
 * search, and the lubricants grouped by offering member. The search is kept in the URL (?viscosidad=5W30&q=…).
 */
export function LubricantsPage() {
  const [params, setParams] = useSearchParams();
  const viscosidad = normalizeViscosity(params.get('viscosidad'));
  const [filter, setFilter] = useUrlFilter();
  const [input, setInput] = useState(viscosidad ? formatViscosity(viscosidad) : '');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    setInput(viscosidad ? formatViscosity(viscosidad) : '');
    setError(undefined);
  }, [viscosidad]);
  const [page, setPage] = usePageParam();
  const answer = useLubricants(viscosidad, filter, page);

  const search = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateViscosity(input);
    if (!checked.ok) return setError(checked.errors[0]?.message);
    setError(undefined);
    setParams((current) => withParams(current, { viscosidad: checked.value, pagina: null }));
  };

  return (
    <SpecialtySearchPage
      label="Buscar lubricantes"
      boxes={<TextField label="Viscosidad" placeholder="5W-30" maxLength={12} value={input} error={error} onChange={(e) => setInput(e.target.value)} />}
      onSearch={search}
      chips={viscosidad ? [`Viscosidad ${formatViscosity(viscosidad)}`] : []}
      filter={filter}
      onFilter={setFilter}
      answer={answer}
      page={page}
      onPage={setPage}
      renderRow={(l) => <LubricantRow lubricant={l} />}
    />
  );
}
