import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface CentredScreenProps extends HTMLAttributes<HTMLElement> {
  /** 'main' (default) for a screen of its own; 'div' inside a frame that has its main already. */
  as?: 'main' | 'div';
  /** Space between the blocks in steps of the 4 px grid; 6 (24 px) by default. */
  gap?: number;
  /** The blocks, centred one under another (a logo, a card, a link). */
  children?: ReactNode;
}

const StyledScreen = styled.main<{ $gap: number }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme, $gap }) => theme.spacing($gap)};
  padding: ${({ theme }) => theme.spacing(6, 4)};
  background: ${({ theme }) => theme.color.background};
`;

/** A screen holding a few blocks in its middle: a reset link's form, the 404 page, 'Cerrando sesión'. */
export function CentredScreen({ as = 'main', gap = 6, children, ...rest }: CentredScreenProps) {
  return (
    <StyledScreen as={as} $gap={gap} {...rest}>
      {children}
    </StyledScreen>
  );
}
