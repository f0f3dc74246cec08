import type { Bateria } from '@socios/api';
import { type BatteryField, type BatteryFigures, type BatteryInput, batteryChips, type FieldError, validateBatteryFigures } from '@socios/domain';
import { TextField } from '@socios/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MeasureBoxes } from './components/MeasureBoxes';
import { SpecialtyRow } from './components/SpecialtyRow';
import { specialtyRowProps } from './offer';
import { useBatteries, usePageParam, useUrlFilter, withParams } from './search';
import { SpecialtySearchPage } from './SpecialtySearchPage';

const EMPTY: BatteryInput = { potencia: '', voltaje: '', amperios: '' };

/** The figures of the URL (?potencia=540&voltaje=12&amperios=60), null when there is no valid search in it. */
function figuresOf(params: URLSearchParams): BatteryFigures | null {
  const input = { potencia: params.get('potencia') ?? '', voltaje: params.get('voltaje') ?? '', amperios: params.get('amperios') ?? '' };
  const checked = validateBatteryFigures(input);
  return checked.ok ? checked.value : null;
}

/** The boxes showing the figures of a search (0, any, as an empty box). */
function inputOf(figures: BatteryFigures | null): BatteryInput {
  if (!figures) return EMPTY;
  const box = (n: number) => (n > 0 ? String(n) : '');
  return { potencia: box(figures.potenciaArranque), voltaje: box(figures.voltaje), amperios: box(figures.amperios) };
}

/** A battery with its figures (001 §3 Battery). */
function BatteryRow({ battery }: { battery: Bateria }) {
  return (
    <SpecialtyRow
      {...specialtyRowProps(battery)}
      facts={[
        { label: 'Potencia', value: `${battery.PotenciaArranque} A` },
        { label: 'Voltaje', value: `${battery.Voltaje} V` },
        { label: 'Amperios', value: `${battery.Amperios} Ah` },
        { label: 'Positivo', value: battery.PositivoDerecha ? 'Derecha' : 'Izquierda' },
      ]}
    />
  );
}

/**
 * /baterias (001 §2.13, §4 Battery screen): Potencia, Voltaje and Amperios (whole numbers, an empty box means any),
 * Buscar, the Filtros side panel (general search, positive terminal), heading chips with the searched values, and the
 * four states — the prompt, loading, no results, the batteries grouped by member in collapsible sections. The search
 * is kept in the URL (?potencia=540&voltaje=12&amperios=60&q=…&positivo=…).
 */
export function BatteriesPage() {
  const [params, setParams] = useSearchParams();
  const figures = figuresOf(params);
  const key = figures ? `${figures.potenciaArranque}/${figures.voltaje}/${figures.amperios}` : '';
  const [filter, setFilter] = useUrlFilter();
  const [input, setInput] = useState<BatteryInput>(inputOf(figures));
  const [errors, setErrors] = useState<readonly FieldError<BatteryField>[]>([]);
  // Back, forward or a link: the boxes show the figures of the URL.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the figures of the URL.
  useEffect(() => {
    setInput(inputOf(figures));
    setErrors([]);
  }, [key]);
  const [page, setPage] = usePageParam();
  const answer = useBatteries(figures, filter, page);

  const errorOf = (field: BatteryField) => errors.find((e) => e.field === field)?.message;
  const formError = errors.find((e) => e.field === null)?.message;
  const search = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateBatteryFigures(input);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors([]);
    const box = (n: number) => (n > 0 ? String(n) : null);
    setParams((current) =>
      withParams(current, {
        potencia: box(checked.value.potenciaArranque),
        voltaje: box(checked.value.voltaje),
        amperios: box(checked.value.amperios),
        pagina: null,
      }),
    );
  };
  const field = (name: BatteryField) => ({
    value: input[name],
    error: errorOf(name),
    inputMode: 'numeric' as const,
    maxLength: 4,
    onChange: (e: { target: { value: string } }) => setInput({ ...input, [name]: e.target.value }),
  });

  return (
    <SpecialtySearchPage
      label="Buscar baterías"
      boxes={
        <MeasureBoxes>
          <TextField fullWidth label="Potencia (A)" placeholder="540" {...field('potencia')} />
          <TextField fullWidth label="Voltaje (V)" placeholder="12" {...field('voltaje')} />
          <TextField fullWidth label="Amperios (Ah)" placeholder="60" {...field('amperios')} />
        </MeasureBoxes>
      }
      onSearch={search}
      formError={formError}
      chips={figures ? batteryChips(figures) : []}
      filter={filter}
      onFilter={setFilter}
      filterFields={['positivo']}
      filtersVariant="panel"
      answer={answer}
      page={page}
      onPage={setPage}
      renderRow={(b) => <BatteryRow battery={b} />}
    />
  );
}
