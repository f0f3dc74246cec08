import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface TileProps extends HTMLAttributes<HTMLElement> {
  /** Accessible name of the tile (the name it shows). */
  'aria-label': string;
  /** The tile's parts, one under another (picture, title row, details); the last one takes the free height. */
  children?: ReactNode;
}

const StyledTile = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.spacing(3, 4)};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;
  > :last-child {
    flex: 1;
  }
`;

/** One card of a Tiles grid (a contact, an image, a workshop): as tall as the row, its parts one under another. */
export function Tile({ children, ...rest }: TileProps) {
  return <StyledTile {...rest}>{children}</StyledTile>;
}
