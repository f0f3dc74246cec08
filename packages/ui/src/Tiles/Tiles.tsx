import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LayoutAttributes, LayoutElement } from '../internal/layout';

export interface TilesProps extends LayoutAttributes {
  /** Narrowest a tile may get before the row holds one fewer, in steps of the 4 px grid; 64 (256 px) by default. */
  minWidth?: number;
  /** Space between the tiles in steps of the 4 px grid; 4 (16 px) by default. */
  gap?: number;
  /** Most tiles a row may hold however wide it is (a gallery: six). */
  maxColumns?: number;
  /** 'start' keeps each tile its own height (cards whose content differs); they stretch to the row's by default. */
  align?: 'stretch' | 'start';
  /** Element to render: a list of cards is a `ul` (its children `li`); a div by default. */
  as?: LayoutElement;
  /** The tiles. */
  children?: ReactNode;
}

const StyledTiles = styled.div<{ $min: number; $gap: number; $align: 'stretch' | 'start'; $max?: number }>`
  display: grid;
  grid-template-columns: ${({ theme, $min, $gap, $max }) => {
    const min = `min(100%, ${theme.spacing($min)})`;
    // With a most, a tile is never narrower than its share of a full row: the row cannot take one more.
    const least = $max ? `max(${min}, calc((100% - ${$max - 1} * ${theme.spacing($gap)}) / ${$max}))` : min;
    return `repeat(auto-fill, minmax(${least}, 1fr))`;
  }};
  gap: ${({ theme, $gap }) => theme.spacing($gap)};
  align-items: ${({ $align }) => $align};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Cards or tiles in as many equal columns as fit, each at least `minWidth` wide: contact cards, folders, files. */
export function Tiles({ minWidth = 64, gap = 4, maxColumns, align = 'stretch', as = 'div', children, ...rest }: TilesProps) {
  return (
    <StyledTiles as={as} $min={minWidth} $gap={gap} $align={align} $max={maxColumns} {...rest}>
      {children}
    </StyledTiles>
  );
}
