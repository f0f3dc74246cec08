import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ALIGN, type LayoutAlign, type LayoutAttributes, type LayoutElement } from '../internal/layout';

export interface StackProps extends LayoutAttributes {
  /** Space between the children in steps of the 4 px grid (`theme.spacing`); 4 (16 px) by default. */
  gap?: number;
  /** Horizontal alignment of the children; they stretch to the full width by default. */
  align?: LayoutAlign;
  /** Element to render (a list, a form, a section…); a div by default. */
  as?: LayoutElement;
  /** The stacked content. */
  children?: ReactNode;
}

const StyledStack = styled.div<{ $gap: number; $align: LayoutAlign }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align }) => ALIGN[$align]};
  gap: ${({ theme, $gap }) => theme.spacing($gap)};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Children one under the other with the same space between them: the vertical rhythm of pages, cards and forms. */
export function Stack({ gap = 4, align = 'stretch', as = 'div', children, ...rest }: StackProps) {
  return (
    <StyledStack as={as} $gap={gap} $align={align} {...rest}>
      {children}
    </StyledStack>
  );
}
