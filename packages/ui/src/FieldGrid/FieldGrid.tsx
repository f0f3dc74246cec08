import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { LayoutAttributes } from '../internal/layout';

/** Narrowest a field may get before the row holds one fewer (`theme.size.field`). */
export type FieldGridMin = 'xs' | 'sm' | 'md';

export interface FieldGridProps extends LayoutAttributes {
  /** Narrowest width of a field: 'xs' (180 px) by default, 'sm' (240 px) or 'md' (280 px). */
  min?: FieldGridMin;
  /** Space between the fields in steps of the 4 px grid; 4 (16 px) by default. */
  gap?: number;
  /** Space between the rows, when it differs from `gap`. */
  rowGap?: number;
  /** 'fit' (default) stretches a lone row of fields to the full width; 'fill' keeps the columns' width (checkbox lists). */
  track?: 'fit' | 'fill';
  /** Exactly this many equal columns however narrow the grid (a pair of small numbers in a side panel: X and Y). */
  columns?: number;
  /** The fields. */
  children?: ReactNode;
}

const StyledFieldGrid = styled.div<{ $min: FieldGridMin; $gap: number; $rowGap?: number; $track: 'fit' | 'fill'; $columns?: number }>`
  ${({ theme, $min, $gap, $rowGap, $track, $columns }) => css`
    display: grid;
    grid-template-columns: ${$columns ? `repeat(${$columns}, minmax(0, 1fr))` : `repeat(auto-${$track}, minmax(min(100%, ${theme.size.field[$min]}), 1fr))`};
    gap: ${$rowGap === undefined ? theme.spacing($gap) : theme.spacing($rowGap, $gap)};
  `}
`;

/** Form fields side by side, as many as fit at their narrowest width, wrapping on a narrow screen: name and surname, latitude and longitude. */
export function FieldGrid({ min = 'xs', gap = 4, rowGap, track = 'fit', columns, children, ...rest }: FieldGridProps) {
  return (
    <StyledFieldGrid $min={min} $gap={gap} $rowGap={rowGap} $track={track} $columns={columns} {...rest}>
      {children}
    </StyledFieldGrid>
  );
}
