import { CLIMATES, type Climate, formatNumber, NO_SPECIALTY_FILTER, POLARITIES, type Polarity, type SpecialtyFilter } from '@socios/domain';
import { Button, Fieldset, Modal, Segmented, SidePanel, Stack, TextField } from '@socios/ui';
import { type FormEvent, useId, useState } from 'react';

/** The optional parts of the filters: the tyres' climate, the batteries' positive terminal. */
export type SpecialtyFilterField = 'clima' | 'positivo';

export interface SpecialtyFiltersProps {
  /** Whether the filters are shown. */
  open: boolean;
  /** Closes them without applying what was changed. */
  onClose: () => void;
  /** The filter in force (the form starts from it each time it opens). */
  value: SpecialtyFilter;
  /** Called with the new filter on 'Aplicar' or Enter, and with no filter on 'Restablecer'; the filters then close. */
  onApply: (filter: SpecialtyFilter) => void;
  /** The filters beyond the general search this screen has. */
  fields?: readonly SpecialtyFilterField[];
  /** A modal dialog (tyres, lubricants: 001 §2.11, §2.12) or a side panel (batteries: 001 §2.13). */
  variant?: 'modal' | 'panel';
  /** Articles of each choice (the server's facet counts, by choice value), shown beside the choice's name. */
  counts?: Readonly<Record<string, number>>;
}

/** The choices with their count beside the name ('Solo invierno (12)') when it is known. */
function counted<V extends string>(options: readonly { readonly value: V; readonly label: string }[], counts: Readonly<Record<string, number>> | undefined) {
  return options.map((o) => {
    const n = counts?.[o.value];
    return n === undefined ? o : { ...o, label: `${o.label} (${formatNumber(n, { decimals: 0 })})` };
  });
}

/** The form of the filters: it starts from the filter in force each time the filters open (it mounts with them). */
function FiltersForm({
  id,
  value,
  onApply,
  fields,
  counts,
}: {
  id: string;
  value: SpecialtyFilter;
  onApply: (filter: SpecialtyFilter) => void;
  fields: readonly SpecialtyFilterField[];
  counts?: Readonly<Record<string, number>>;
}) {
  const [draft, setDraft] = useState(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ ...draft, texto: draft.texto.trim() });
  };
  return (
    <form id={id} onSubmit={submit} aria-label="Filtros">
      <Stack>
        <TextField
          type="search"
          label="Búsqueda general"
          hint="Referencia, referencia comercial, marca o descripción"
          fullWidth
          value={draft.texto}
          onChange={(e) => setDraft({ ...draft, texto: e.target.value })}
        />
        {fields.includes('clima') ? (
          <Fieldset legend="Clima">
            <Segmented<Climate> label="Clima" options={counted(CLIMATES, counts)} value={draft.clima} onChange={(clima) => setDraft({ ...draft, clima })} />
          </Fieldset>
        ) : null}
        {fields.includes('positivo') ? (
          <Fieldset legend="Borne positivo">
            <Segmented<Polarity>
              label="Borne positivo"
              options={counted(POLARITIES, counts)}
              value={draft.positivo}
              onChange={(positivo) => setDraft({ ...draft, positivo })}
            />
          </Fieldset>
        ) : null}
      </Stack>
    </form>
  );
}

/**
 * The 'Filtros' of the tyres, lubricants and batteries (001 §2.11–§2.13, §4 Filter modals, §5): the general search over
 * Ref, RefComercial, Marca and Descripcion, and the climate (Todos / Solo invierno / Todo el año) or the positive
 * terminal. What is changed applies on 'Aplicar' or Enter; 'Restablecer' goes back to no filter.
 */
export function SpecialtyFilters({ open, onClose, value, onApply, fields = [], variant = 'modal', counts }: SpecialtyFiltersProps) {
  const formId = useId();
  const footer = (
    <>
      <Button variant="secondary" onClick={() => onApply(NO_SPECIALTY_FILTER)}>
        Restablecer
      </Button>
      <Button type="submit" form={formId}>
        Aplicar
      </Button>
    </>
  );
  const form = <FiltersForm id={formId} value={value} onApply={onApply} fields={fields} counts={counts} />;
  return variant === 'panel' ? (
    <SidePanel open={open} onClose={onClose} title="Filtros" footer={footer}>
      {form}
    </SidePanel>
  ) : (
    <Modal open={open} onClose={onClose} title="Filtros" width="narrow" footer={footer}>
      {form}
    </Modal>
  );
}
