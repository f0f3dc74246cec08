import styled, { css } from 'styled-components';
import { focusRing } from '../theme/mixins';

/** One choice of a Segmented control. */
export interface SegmentedOption<V extends string> {
  readonly value: V;
  readonly label: string;
}

export interface SegmentedProps<V extends string> {
  /** Accessible name of the group. */
  label: string;
  /** The choices, in display order (two to four). */
  options: readonly SegmentedOption<V>[];
  /** The choice shown (controlled). */
  value: V;
  /** Called with the choice pressed. */
  onChange: (value: V) => void;
  /** Disables every choice. */
  disabled?: boolean;
}

const StyledGroup = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;

const pressed = {
  on: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  `,
  off: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.primarySubtle};
    }
  `,
};

const StyledButton = styled.button<{ $on: boolean }>`
  min-height: ${({ theme }) => theme.size.control.md};
  padding: ${({ theme }) => theme.spacing(0, 4)};
  border: 0;
  font: inherit;
  cursor: pointer;
  ${({ $on }) => pressed[$on ? 'on' : 'off']}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: ${({ theme }) => theme.outline.insetOffset};
  }
`;

/** One button in the same look that is pressed or not on its own (e.g. 'Esta Semana'). */
export function SegmentToggle({ pressed: on, onToggle, children }: { pressed: boolean; onToggle: () => void; children: string }) {
  return (
    <StyledGroup>
      <StyledButton type="button" aria-pressed={on} $on={on} onClick={onToggle}>
        {children}
      </StyledButton>
    </StyledGroup>
  );
}

/** A row of text buttons of which exactly one is pressed (aria-pressed): chart or table, amounts or units. */
export function Segmented<V extends string>({ label, options, value, onChange, disabled = false }: SegmentedProps<V>) {
  return (
    <StyledGroup role="group" aria-label={label}>
      {options.map((o) => (
        <StyledButton
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          $on={o.value === value}
          disabled={disabled}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </StyledButton>
      ))}
    </StyledGroup>
  );
}
