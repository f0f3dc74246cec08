import { ALPHABET, toggleLetter } from '@socios/domain';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/mixins';

export interface AbcFilterProps {
  /** Letters selected, in alphabet order (controlled). */
  selected: readonly string[];
  /** Called with the new selection after a letter is toggled or the filter is cleared. */
  onChange: (selected: string[]) => void;
  /** Accessible name of the group; 'Filtrar por letra' by default. */
  label?: string;
  /** Text of the clear button; 'Limpiar' by default. */
  clearLabel?: string;
}

const StyledGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const pressedStyles: Record<'on' | 'off', ReturnType<typeof css>> = {
  on: css`
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  `,
  off: css`
    background: ${({ theme }) => theme.color.surface};
    border-color: ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
    &:hover {
      background: ${({ theme }) => theme.color.primarySubtle};
    }
  `,
};

const StyledLetter = styled.button<{ $pressed: 'on' | 'off' }>`
  min-width: ${({ theme }) => theme.spacing(7)};
  height: ${({ theme }) => theme.spacing(7)};
  padding: 0 ${({ theme }) => theme.spacing(1)};
  border: ${({ theme }) => theme.borderWidth.thin} solid;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  ${({ $pressed }) => pressedStyles[$pressed]}
  ${focusRing}
`;

const StyledClear = styled.button`
  height: ${({ theme }) => theme.spacing(7)};
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border: ${({ theme }) => theme.borderWidth.thin} solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
  &:disabled {
    color: ${({ theme }) => theme.color.disabledText};
    text-decoration: none;
    cursor: default;
  }
`;

/**
 * The A–Z + Ñ letter filter (spec 000 §2): toggle buttons (aria-pressed), several letters at once, and a clear
 * button that is disabled while nothing is selected.
 */
export function AbcFilter({ selected, onChange, label = 'Filtrar por letra', clearLabel = 'Limpiar' }: AbcFilterProps) {
  const set = new Set(selected);
  return (
    <StyledGroup role="group" aria-label={label}>
      {ALPHABET.map((letter) => (
        <StyledLetter
          key={letter}
          type="button"
          aria-pressed={set.has(letter)}
          $pressed={set.has(letter) ? 'on' : 'off'}
          onClick={() => onChange(toggleLetter(selected, letter))}
        >
          {letter}
        </StyledLetter>
      ))}
      <StyledClear type="button" disabled={selected.length === 0} onClick={() => onChange([])}>
        {clearLabel}
      </StyledClear>
    </StyledGroup>
  );
}
