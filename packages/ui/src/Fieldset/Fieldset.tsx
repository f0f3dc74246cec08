import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface FieldsetProps {
  /** The group's name (its legend), e.g. 'Estado' or 'Clima'. */
  legend: string;
  /** The legend at the start of a row of buttons that wraps (a search's shortcuts), instead of above the controls. */
  inline?: boolean;
  /** The controls of the group (radio buttons, checkboxes…). */
  children: ReactNode;
}

const inlineStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  > legend {
    float: left;
    margin: ${({ theme }) => theme.spacing(0, 2, 0, 0)};
    font-size: inherit;
    font-weight: inherit;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledFieldset = styled.fieldset<{ $inline: boolean }>`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  ${({ $inline }) => ($inline ? inlineStyles : '')}
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.spacing(1.5)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** A named group of controls of a form (a fieldset and its legend, without the browser's frame). */
export function Fieldset({ legend, inline = false, children }: FieldsetProps) {
  return (
    <StyledFieldset $inline={inline}>
      <StyledLegend>{legend}</StyledLegend>
      {children}
    </StyledFieldset>
  );
}
