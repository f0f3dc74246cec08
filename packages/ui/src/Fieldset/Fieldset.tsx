import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface FieldsetProps {
  /** The group's name (its legend), e.g. 'Estado' or 'Clima'. */
  legend: string;
  /** The controls of the group (radio buttons, checkboxes…). */
  children: ReactNode;
}

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

/** A named group of controls of a form (a fieldset and its legend, without the browser's frame). */
export function Fieldset({ legend, children }: FieldsetProps) {
  return (
    <StyledFieldset>
      <StyledLegend>{legend}</StyledLegend>
      {children}
    </StyledFieldset>
  );
}
