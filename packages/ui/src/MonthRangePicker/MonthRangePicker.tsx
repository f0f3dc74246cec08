import { canAcceptMonthRange, canPickEndMonth, type MonthRange, MONTH_NAMES_ES, pickEndMonth, pickStartMonth } from '@socios/domain';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { StyledField, StyledLabel } from '../FormField/FormField.styles';
import { focusRing } from '../theme/mixins';

export interface MonthRangePickerProps {
  /** The accepted range (controlled). */
  value: MonthRange;
  /** Called with the new range when the user accepts it. */
  onChange: (range: MonthRange) => void;
  /** Visible label of the trigger. */
  label?: string;
  /** Disables the trigger. */
  disabled?: boolean;
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledMonth = styled.button<{ $state: 'edge' | 'inside' | 'none' }>`
  min-height: ${({ theme }) => theme.size.control.md};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  cursor: pointer;
  background: ${({ theme, $state }) => ($state === 'edge' ? theme.color.primary : $state === 'inside' ? theme.color.primarySubtle : theme.color.surface)};
  color: ${({ theme, $state }) => ($state === 'edge' ? theme.color.onPrimary : theme.color.text)};
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.disabledText};
    background: ${({ theme }) => theme.color.disabledSurface};
  }
  ${focusRing}
`;

const StyledStep = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
`;

/** 'Enero – Diciembre', or one month's name. */
export function monthRangeText(range: MonthRange): string {
  const from = range.start ? MONTH_NAMES_ES[range.start - 1] : '…';
  const to = range.end ? MONTH_NAMES_ES[range.end - 1] : '…';
  return range.start !== null && range.start === range.end ? String(from) : `${from} – ${to}`;
}

/**
 * The month-range picker of the consumption reports (001 §2.3): a button that shows the range and opens the twelve
 * months. Choosing the start month clears the end month; the end month can only be at or after the start; 'Aceptar'
 * is possible only when both are set.
 */
export function MonthRangePicker({ value, onChange, label = 'Meses', disabled = false }: MonthRangePickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<MonthRange>(value);
  const choosingEnd = draft.start !== null && draft.end === null;
  const choose = (month: number) => setDraft((d) => (d.start !== null && d.end === null ? pickEndMonth(d, month) : pickStartMonth(d, month)));
  const stateOf = (month: number) => {
    if (month === draft.start || month === draft.end) return 'edge';
    if (draft.start !== null && draft.end !== null && month > draft.start && month < draft.end) return 'inside';
    return 'none';
  };
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <Button
        id={id}
        variant="secondary"
        disabled={disabled}
        aria-label={`${label}: ${monthRangeText(value)}`}
        onClick={() => {
          setDraft(value);
          setOpen(true);
        }}
      >
        {monthRangeText(value)}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Seleccione los meses"
        width="narrow"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button
              disabled={!canAcceptMonthRange(draft)}
              onClick={() => {
                onChange(draft);
                setOpen(false);
              }}
            >
              Aceptar
            </Button>
          </>
        }
      >
        <StyledStep role="status">{choosingEnd ? 'Elija el mes final.' : 'Elija el mes inicial.'}</StyledStep>
        <StyledGrid role="group" aria-label="Meses del año">
          {MONTH_NAMES_ES.map((name, i) => {
            const month = i + 1;
            return (
              <StyledMonth
                key={name}
                type="button"
                $state={stateOf(month)}
                aria-pressed={stateOf(month) !== 'none'}
                disabled={choosingEnd && !canPickEndMonth(draft, month)}
                onClick={() => choose(month)}
              >
                {name}
              </StyledMonth>
            );
          })}
        </StyledGrid>
      </Dialog>
    </StyledField>
  );
}
