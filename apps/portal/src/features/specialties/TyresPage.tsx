import type { Neumatico } from '@socios/api';
import {
  type FieldError,
  formatTyreSize,
  parseTyreSize,
  type TyreField,
  type TyreSizeInput,
  tyreClass,
  tyreSeasonLabel,
  validateTyreSize,
} from '@socios/domain';
import { Chip, TextField, TyreLabel } from '@socios/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MeasureBoxes } from './components/MeasureBoxes';
import { SpecialtyRow } from './components/SpecialtyRow';
import { specialtyRowProps } from './offer';
import { useTyres, usePageParam, useUrlFilter, withParams } from './search';
import { SpecialtySearchPage } from './SpecialtySearchPage';

const EMPTY: TyreSizeInput = { ancho: '', perfil: '', diametro: '' };
/** The older EU label's one to three sound waves as today's noise classes A–C. */
const NOISE_CLASSES = ['A', 'B', 'C'];

/** A tyre: its EU label (when its classes are known) and its winter mark. */
function TyreRow({ tyre }: { tyre: Neumatico }) {
  const fuel = tyreClass(tyre.AhorroCarburante);
  const wet = tyreClass(tyre.Adherencia);
  const name = `${tyre.Marca} ${tyre.RefComercial}`;
  return (
    <SpecialtyRow
      {...specialtyRowProps(tyre)}
      badges={
        <>
          {tyre.Invierno ? <Chip tone="primary">Invierno</Chip> : <Chip>{tyreSeasonLabel(tyre)}</Chip>}
          {fuel && wet ? (
            <TyreLabel fuel={fuel.letter} wetGrip={wet.letter} noiseDb={tyre.RuidoExterior} noiseClass={NOISE_CLASSES[tyre.NumOndas - 1] ?? null} of={name} />
          ) : null}
        </>
      }
    />
  );
}

/**
 * /neumaticos (001 §2.11): ancho, perfil and diámetro, Buscar; the Filtros dialog with the general search and the
 * climate; the tyres grouped by offering member. The search is kept in the URL (?medida=2055516&q=…&clima=…).
 */
export function TyresPage() {
  const [params, setParams] = useSearchParams();
  const size = parseTyreSize(params.get('medida'));
  const [filter, setFilter] = useUrlFilter();
  const [input, setInput] = useState<TyreSizeInput>(size ?? EMPTY);
  const [errors, setErrors] = useState<readonly FieldError<TyreField>[]>([]);
  const medida = size?.medida ?? null;
  // Back, forward or a link: the boxes show the size of the URL.
  useEffect(() => {
    setInput(medida ? (parseTyreSize(medida) ?? EMPTY) : EMPTY);
    setErrors([]);
  }, [medida]);
  const [page, setPage] = usePageParam();
  const answer = useTyres(medida, filter, page);

  const errorOf = (field: TyreField) => errors.find((e) => e.field === field)?.message;
  const change = (field: TyreField) => (value: string) => {
    // A whole size typed or pasted in one box ('205/55 R16') fills the three.
    const whole = value.length > 3 ? parseTyreSize(value) : null;
    setInput(whole ?? { ...input, [field]: value });
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateTyreSize(input);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors([]);
    setParams((current) => withParams(current, { medida: checked.value.medida, pagina: null }));
  };

  return (
    <SpecialtySearchPage
      label="Buscar neumáticos"
      boxes={
        <MeasureBoxes>
          <TextField
            fullWidth
            label="Ancho"
            placeholder="205"
            inputMode="numeric"
            maxLength={16}
            value={input.ancho}
            error={errorOf('ancho')}
            onChange={(e) => change('ancho')(e.target.value)}
          />
          <TextField
            fullWidth
            label="Perfil"
            placeholder="55"
            inputMode="numeric"
            maxLength={3}
            value={input.perfil}
            error={errorOf('perfil')}
            onChange={(e) => change('perfil')(e.target.value)}
          />
          <TextField
            fullWidth
            label="Diámetro"
            placeholder="16"
            maxLength={4}
            value={input.diametro}
            error={errorOf('diametro')}
            onChange={(e) => change('diametro')(e.target.value)}
          />
        </MeasureBoxes>
      }
      onSearch={search}
      chips={size ? [formatTyreSize(size)] : []}
      filter={filter}
      onFilter={setFilter}
      filterFields={['clima']}
      answer={answer}
      page={page}
      onPage={setPage}
      renderRow={(t) => <TyreRow tyre={t} />}
    />
  );
}
