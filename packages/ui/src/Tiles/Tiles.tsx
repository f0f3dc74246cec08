import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LayoutAttributes, LayoutElement } from '../internal/layout';

export interface TilesProps extends LayoutAttributes {
  /** Narrowest a tile may get before the row holds one fewer, in steps of the 4 px grid; 64 (256 px) by default. */
  minWidth?: number;
  /** Space between the tiles in steps of the 4 px grid; 4 (16 px) by default. */
  gap?: number;
  /** 'start' keeps each tile its own height (cards whose content differs); they stretch to the row's by default. */
  align?: 'stretch' | 'start';
  /** Element to render: a list of cards is a `ul` (its children `li`); a div by default. */
  as?: LayoutElement;
  /** The tiles. */
  children?: ReactNode;
}

const StyledTiles = styled.div<{ $min: number; $gap: number; $align: 'stretch' | 'start' }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ theme, $min }) => theme.spacing($min)}), 1fr));
  gap: ${({ theme, $gap }) => theme.spacing($gap)};
  align-items: ${({ $align }) => $align};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Cards or tiles in as many equal columns as fit, each at least `minWidth` wide: contact cards, folders, files. */
export function Tiles({ minWidth = 64, gap = 4, align = 'stretch', as = 'div', children, ...rest }: TilesProps) {
  return (
    <StyledTiles as={as} $min={minWidth} $gap={gap} $align={align} {...rest}>
      {children}
    </StyledTiles>
  );
}
