import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EditBarProps {
  /** How to edit, shown while editing ('Arrastre los bloques…'). */
  hint?: ReactNode;
  /** The button that starts and ends the editing. */
  children: ReactNode;
}

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  /* The blocks stack (and cannot be rearranged) on narrow screens. */
  ${({ theme }) => theme.media.narrow} {
    display: none;
  }
  p {
    flex: 1;
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The bar above an editable DashboardGrid: the hint while editing and the edit button; hidden where blocks stack. */
export function EditBar({ hint, children }: EditBarProps) {
  return (
    <StyledBar>
      {hint ? <p>{hint}</p> : null}
      {children}
    </StyledBar>
  );
}
