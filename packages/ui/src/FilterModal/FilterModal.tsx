import { NEWS_MODES, type NewsMode } from '@socios/domain';
import styled, { css } from 'styled-components';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Select } from '../Select';
import { Stack } from '../Stack';
import { focusRing } from '../theme/mixins';

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

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.spacing(1.5)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledSegments = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;

const segmentStyles: Record<'on' | 'off', ReturnType<typeof css>> = {
  on: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  `,
  off: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    &:hover {
      background: ${({ theme }) => theme.color.primarySubtle};
    }
  `,
};

const StyledSegment = styled.button<{ $on: 'on' | 'off' }>`
  min-height: ${({ theme }) => theme.size.control.md};
  padding: ${({ theme }) => theme.spacing(0, 4)};
  border: 0;
  font: inherit;
  cursor: pointer;
  ${({ $on }) => segmentStyles[$on]}
  ${focusRing}
  &:focus-visible {
    outline-offset: ${({ theme }) => theme.outline.insetOffset};
  }
`;

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
        <StyledFieldset>
          <StyledLegend>Estado</StyledLegend>
          <StyledSegments>
            {MODES.map(({ mode, label }) => (
              <StyledSegment
                key={mode}
                type="button"
                aria-pressed={value.modo === mode}
                $on={value.modo === mode ? 'on' : 'off'}
                onClick={() => onChange({ modo: mode })}
              >
                {label}
              </StyledSegment>
            ))}
          </StyledSegments>
        </StyledFieldset>
        <div>
          <StyledSegments>
            <StyledSegment
              type="button"
              aria-pressed={value.estaSemana}
              $on={value.estaSemana ? 'on' : 'off'}
              onClick={() => onChange({ estaSemana: !value.estaSemana })}
            >
              Esta Semana
            </StyledSegment>
          </StyledSegments>
        </div>
      </Stack>
    </Modal>
  );
}
