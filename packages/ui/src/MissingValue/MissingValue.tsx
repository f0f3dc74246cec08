import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface MissingValueProps {
  /** What stands for the value ('Sin especificar'). */
  children: ReactNode;
}

const StyledMissing = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-style: italic;
`;

/** A value nobody filled in, told apart from real data (muted, italic): 'Sin especificar'. */
export function MissingValue({ children }: MissingValueProps) {
  return <StyledMissing>{children}</StyledMissing>;
}
