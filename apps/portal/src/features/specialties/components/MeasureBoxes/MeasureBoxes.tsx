import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface MeasureBoxesProps {
  /** The boxes (full-width text fields), one column each. */
  children: ReactNode;
}

const StyledBoxes = styled.div`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  align-items: start;
  gap: ${({ theme }) => theme.spacing(2)};
  width: min(100%, ${({ theme }) => theme.spacing(100)});
`;

/** The few short boxes of a measure (ancho, perfil, diámetro; potencia, voltaje, amperios) side by side, even on a phone. */
export function MeasureBoxes({ children }: MeasureBoxesProps) {
  return <StyledBoxes>{children}</StyledBoxes>;
}
