import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { LayoutAttributes, LayoutElement } from '../internal/layout';

/** Smallest width of the growing first item (`theme.size.field`). */
export type ToolbarGrow = 'xs' | 'sm' | 'md';

export interface ToolbarProps extends LayoutAttributes {
  /** Space between the items in steps of the 4 px grid; 2 (8 px) by default. */
  gap?: number;
  /** The first item (a search box) takes the free space, never narrower than this width; the others keep theirs. */
  grow?: ToolbarGrow;
  /** Element to render (a form for a search toolbar); a div by default. */
  as?: LayoutElement;
  /** The controls: fields, selects, buttons, toggles. */
  children?: ReactNode;
}

const StyledToolbar = styled.div<{ $gap: number; $grow?: ToolbarGrow }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme, $gap }) => theme.spacing($gap)};
  min-width: 0;
  ${({ $grow }) =>
    $grow
      ? css`
          > :first-child {
            flex: 1 1 ${({ theme }) => theme.size.field[$grow]};
          }
        `
      : ''}
`;

/**
 * A row of controls above the content they act on (search, filters, view switch, actions): the controls sit on one
 * baseline under their labels and wrap on narrow screens.
 */
export function Toolbar({ gap = 2, grow, as = 'div', children, ...rest }: ToolbarProps) {
  return (
    <StyledToolbar as={as} $gap={gap} $grow={grow} {...rest}>
      {children}
    </StyledToolbar>
  );
}
