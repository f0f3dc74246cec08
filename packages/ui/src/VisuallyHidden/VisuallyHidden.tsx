import type { ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

export interface VisuallyHiddenProps {
  /** The text screen readers read out and the screen does not show. */
  children: ReactNode;
}

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

/** Text for screen readers only: the name of a control whose row already shows what it is about (a checkbox in a table). */
export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <StyledHidden>{children}</StyledHidden>;
}
