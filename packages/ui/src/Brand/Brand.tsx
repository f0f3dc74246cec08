import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface BrandProps {
  /** The group's mark (a decorative svg). */
  mark: ReactNode;
  /** The portal's name beside the mark; the mark alone when left out (a collapsed sidebar). */
  name?: ReactNode;
  /** A smaller line under the name (the group's name). */
  subtitle?: ReactNode;
  /** Light on dark surfaces (the sidebar, the login's welcome panel); the primary colour by default. */
  inverse?: boolean;
}

const StyledBrand = styled.span<{ $inverse: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme, $inverse }) => ($inverse ? theme.color.sidebarText : theme.color.primary)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  > svg {
    flex: none;
  }
`;

const StyledWords = styled.span`
  display: flex;
  flex-direction: column;
  small {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    opacity: 0.8;
  }
`;

/** The portal's mark and name, for the sidebar, the login and the public pages. */
export function Brand({ mark, name, subtitle, inverse = false }: BrandProps) {
  return (
    <StyledBrand $inverse={inverse}>
      {mark}
      {name ? (
        <StyledWords>
          {name}
          {subtitle ? <small>{subtitle}</small> : null}
        </StyledWords>
      ) : null}
    </StyledBrand>
  );
}
