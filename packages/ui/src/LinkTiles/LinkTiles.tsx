import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/mixins';

/**
 * 'icon': each link a card with an icon (its first child, in a tinted square) beside a title and a line of text (a
 * section's hub); 'logo': each link a small card with a logo or a picture centred in it (the makers of vehicles).
 */
export type LinkTilesVariant = 'icon' | 'logo';

export interface LinkTilesProps extends HTMLAttributes<HTMLUListElement> {
  /** What each link holds; 'icon' by default. */
  variant?: LinkTilesVariant;
  /** Narrowest a tile may get before the row holds one fewer, in steps of the 4 px grid; 65 (260 px) by default. */
  minWidth?: number;
  /** The tiles: `li` elements, each holding one link (a react-router Link or an anchor). */
  children?: ReactNode;
}

const variantStyles: Record<LinkTilesVariant, ReturnType<typeof css>> = {
  icon: css`
    gap: ${({ theme }) => theme.spacing(4)};
    > li > a {
      grid-template-columns: auto 1fr;
      gap: ${({ theme }) => theme.spacing(1, 3)};
      align-items: center;
      padding: ${({ theme }) => theme.spacing(5)};
      border-radius: ${({ theme }) => theme.radius.lg};
      box-shadow: ${({ theme }) => theme.shadow.sm};
    }
    > li > a > :first-child {
      grid-row: span 2;
      display: inline-grid;
      place-items: center;
      width: ${({ theme }) => theme.spacing(12)};
      height: ${({ theme }) => theme.spacing(12)};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.color.primarySubtle};
      color: ${({ theme }) => theme.color.primary};
    }
  `,
  logo: css`
    gap: ${({ theme }) => theme.spacing(3)};
    > li > a {
      justify-items: center;
      gap: ${({ theme }) => theme.spacing(2)};
      padding: ${({ theme }) => theme.spacing(3)};
      border-radius: ${({ theme }) => theme.radius.md};
      text-align: center;
    }
    > li > a > :is(svg, img) {
      display: block;
      width: 100%;
      max-width: ${({ theme }) => theme.spacing(40)};
      height: auto;
      border-radius: ${({ theme }) => theme.radius.md};
    }
  `,
};

const StyledTiles = styled.ul<{ $variant: LinkTilesVariant; $min: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ theme, $min }) => theme.spacing($min)}), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  > li > a {
    display: grid;
    height: 100%;
    box-sizing: border-box;
    border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    ${focusRing}
  }
  > li > a:hover {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  ${({ $variant }) => variantStyles[$variant]}
`;

/** Links shown as cards in as many equal columns as fit: a section's hub, a grid of logos; the whole card is the link. */
export function LinkTiles({ variant = 'icon', minWidth = 65, children, ...rest }: LinkTilesProps) {
  return (
    <StyledTiles $variant={variant} $min={minWidth} {...rest}>
      {children}
    </StyledTiles>
  );
}
