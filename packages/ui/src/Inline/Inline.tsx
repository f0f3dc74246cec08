import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ALIGN, JUSTIFY, type LayoutAlign, type LayoutAttributes, type LayoutElement, type LayoutJustify } from '../internal/layout';

export interface InlineProps extends LayoutAttributes {
  /** Space between the children in steps of the 4 px grid (`theme.spacing`); 2 (8 px) by default. */
  gap?: number;
  /** Space between wrapped rows, when it differs from `gap`. */
  rowGap?: number;
  /** Vertical alignment of the children; centred by default. */
  align?: LayoutAlign;
  /** How the children share the row; packed at the start by default. */
  justify?: LayoutJustify;
  /** Wrap to more lines when the row is full; true by default. */
  wrap?: boolean;
  /** Keep the row's own width when it sits in a crowded row (e.g. the buttons beside a long title); true by default. */
  shrink?: boolean;
  /** Element to render (a list of chips, a form…); a div by default. */
  as?: LayoutElement;
  /** The content of the row. */
  children?: ReactNode;
}

const StyledInline = styled.div<{ $gap: number; $rowGap?: number; $align: LayoutAlign; $justify: LayoutJustify; $wrap: boolean; $shrink: boolean }>`
  display: flex;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align }) => ALIGN[$align]};
  justify-content: ${({ $justify }) => JUSTIFY[$justify]};
  gap: ${({ theme, $gap, $rowGap }) => ($rowGap === undefined ? theme.spacing($gap) : theme.spacing($rowGap, $gap))};
  flex-shrink: ${({ $shrink }) => ($shrink ? 1 : 0)};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Children side by side with the same space between them, wrapping when the row is full: buttons, chips, meta. */
export function Inline({ gap = 2, rowGap, align = 'center', justify = 'start', wrap = true, shrink = true, as = 'div', children, ...rest }: InlineProps) {
  return (
    <StyledInline as={as} $gap={gap} $rowGap={rowGap} $align={align} $justify={justify} $wrap={wrap} $shrink={shrink} {...rest}>
      {children}
    </StyledInline>
  );
}
