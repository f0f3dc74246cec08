import styled from 'styled-components';

/** One chip of a ToggleChips group. */
export interface ToggleChip<Value> {
  /** The value the chip stands for. */
  value: Value;
  /** The chip's text. */
  label: string;
}

export interface ToggleChipsProps<Value> {
  /** Accessible name of the group ('Categorías'). */
  label: string;
  /** The chips. */
  options: readonly ToggleChip<Value>[];
  /** The value of the pressed chip, or null when none is. */
  selected: Value | null;
  /** Called with a chip's value when it is pressed (the caller selects it, or clears it when it was the selected one). */
  onToggle: (value: Value) => void;
}

const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  align-items: center;
  button {
    padding: ${({ theme }) => theme.spacing(1, 3)};
    border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

/** A quick filter: a named group of pill buttons, at most one pressed (aria-pressed). */
export function ToggleChips<Value extends string | number>({ label, options, selected, onToggle }: ToggleChipsProps<Value>) {
  return (
    <StyledChips role="group" aria-label={label}>
      {options.map((o) => (
        <button key={o.value} type="button" aria-pressed={selected === o.value} onClick={() => onToggle(o.value)}>
          {o.label}
        </button>
      ))}
    </StyledChips>
  );
}
