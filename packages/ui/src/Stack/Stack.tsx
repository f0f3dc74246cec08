import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ALIGN, type LayoutAlign, type LayoutAttributes, type LayoutElement } from '../internal/layout';

export interface StackProps extends LayoutAttributes {
  /** Space between the children in steps of the 4 px grid (`theme.spacing`); 4 (16 px) by default. */
  gap?: number;
  /** Horizontal alignment of the children; they stretch to the full width by default. */
  align?: LayoutAlign;
  /** Take the free space of a row it sits in (a card's body beside its logo, the page column beside the sidebar). */
  grow?: boolean;
  /** Element to render (a list, a form, a section…); a div by default. */
  as?: LayoutElement;
  /** The stacked content. */
  children?: ReactNode;
}

const StyledStack = styled.div<{ $gap: number; $align: LayoutAlign; $grow: boolean }>`
  display: flex;
  flex: ${({ $grow }) => ($grow ? '1' : '0 1 auto')};
  flex-direction: column;
  align-items: ${({ $align }) => ALIGN[$align]};
  gap: ${({ theme, $gap }) => theme.spacing($gap)};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Children one under the other with the same space between them: the vertical rhythm of pages, cards and forms. */
export function Stack({ gap = 4, align = 'stretch', grow = false, as = 'div', children, ...rest }: StackProps) {
  return (
    <StyledStack as={as} $gap={gap} $align={align} $grow={grow} {...rest}>
      {children}
    </StyledStack>
  );
}
