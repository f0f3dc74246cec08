import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { SearchIcon } from '../icons';

export interface HeaderSearchProps {
  /** The search input (a combobox), drawn inside a rounded field after a search icon. */
  input: ReactNode;
  /** The results under the field (a listbox of grouped options, or a message); the panel is shown while given. */
  results?: ReactNode;
  /** Ref to the whole box (a click outside it closes the results). */
  ref?: Ref<HTMLDivElement>;
}

const StyledBox = styled.div`
  position: relative;
  width: min(28rem, 40vw);
`;

const StyledField = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: center;
  height: ${({ theme }) => theme.size.control.sm};
  padding: ${({ theme }) => theme.spacing(0, 3)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  &:focus-within {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    outline: none;
  }
`;

const StyledPanel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.spacing(2)});
  right: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  max-height: 70vh;
  padding: ${({ theme }) => theme.spacing(2)};
  overflow: auto;
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  [role='group'] > span {
    display: block;
    padding: ${({ theme }) => theme.spacing(2, 2, 1)};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-transform: uppercase;
  }
  [role='option'] {
    padding: ${({ theme }) => theme.spacing(2)};
    border-radius: ${({ theme }) => theme.radius.md};
    cursor: pointer;
  }
  [role='option'][aria-selected='true'],
  [role='option']:hover {
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
  p {
    margin: 0;
    padding: ${({ theme }) => theme.spacing(2)};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledOverlay = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: center;
  min-height: ${({ theme }) => theme.size.headerHeight}px;
  padding: ${({ theme }) => theme.spacing(2, 3)};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  > ${StyledBox} {
    flex: 1;
    width: auto;
  }
`;

/**
 * The header's search: a rounded field and, under it, a panel of results grouped under small capitals (a listbox of
 * `role="group"` blocks, each headed by a `span`, of `role="option"` rows whose second line is a `small`).
 */
export function HeaderSearch({ input, results, ref }: HeaderSearchProps) {
  return (
    <StyledBox ref={ref}>
      <StyledField>
        <SearchIcon size={16} />
        {input}
      </StyledField>
      {results ? <StyledPanel>{results}</StyledPanel> : null}
    </StyledBox>
  );
}

/** On a phone, the search over the header's full width, with its close button beside it. */
export function HeaderSearchOverlay({ children }: { children: ReactNode }) {
  return <StyledOverlay>{children}</StyledOverlay>;
}
