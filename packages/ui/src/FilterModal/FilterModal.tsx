import { NEWS_MODES, type NewsMode } from '@socios/domain';
import { Button } from '../Button';
import { Fieldset } from '../Fieldset';
import { Modal } from '../Modal';
import { Segmented, SegmentToggle } from '../Segmented';
import { Select } from '../Select';
import { Stack } from '../Stack';

/** The part of the news filter the Filtros dialog changes (spec 000 §2 News). */
export interface FilterModalValue {
  /** Type id; 0 every type ('Todas'). */
  idTipo: number;
  /** Category id; 0 every category ('Todas'). */
  idCategoria: number;
  /** 0 all, 1 read, 2 unread. */
  modo: NewsMode;
  /** Only this week's news. */
  estaSemana: boolean;
}

/** An option of the type or category select. */
export interface FilterOption {
  /** Id sent in the filter. */
  id: number;
  /** Name shown. */
  name: string;
}

export interface FilterModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Closes it. */
  onClose: () => void;
  /** Current filter (every change applies at once). */
  value: FilterModalValue;
  /** Called with the changed fields. */
  onChange: (change: Partial<FilterModalValue>) => void;
  /** 'Restablecer': back to the default filter. */
  onReset: () => void;
  /** News types. */
  types: readonly FilterOption[];
  /** News categories. */
  categories: readonly FilterOption[];
}

const MODES: { mode: NewsMode; label: string }[] = [
  { mode: NEWS_MODES.all, label: 'Todas' },
  { mode: NEWS_MODES.read, label: 'Leídas' },
  { mode: NEWS_MODES.unread, label: 'No leídas' },
];

/** The Filtros dialog of the news list: types, category, Todas / Leídas / No leídas, 'Esta Semana', 'Restablecer'. */
export function FilterModal({ open, onClose, value, onChange, onReset, types, categories }: FilterModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Filtros"
      width="narrow"
      footer={
        <>
          <Button variant="secondary" onClick={onReset}>
            Restablecer
          </Button>
          <Button onClick={onClose}>Cerrar</Button>
        </>
      }
    >
      <Stack>
        <Select
          label="Tipo"
          fullWidth
          value={String(value.idTipo)}
          onChange={(e) => onChange({ idTipo: Number(e.target.value) })}
          options={[{ value: '0', label: 'Todas' }, ...types.map((t) => ({ value: String(t.id), label: t.name }))]}
        />
        <Select
          label="Categoría"
          fullWidth
          value={String(value.idCategoria)}
          onChange={(e) => onChange({ idCategoria: Number(e.target.value) })}
          options={[{ value: '0', label: 'Todas' }, ...categories.map((c) => ({ value: String(c.id), label: c.name }))]}
        />
        <Fieldset legend="Estado">
          <Segmented
            label="Estado"
            options={MODES.map((m) => ({ value: String(m.mode), label: m.label }))}
            value={String(value.modo)}
            onChange={(modo) => onChange({ modo: Number(modo) as NewsMode })}
          />
        </Fieldset>
        <div>
          <SegmentToggle pressed={value.estaSemana} onToggle={() => onChange({ estaSemana: !value.estaSemana })}>
            Esta Semana
          </SegmentToggle>
        </div>
      </Stack>
    </Modal>
  );
}
