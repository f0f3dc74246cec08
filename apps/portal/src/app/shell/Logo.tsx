import styled from 'styled-components';
import { GROUP } from '../brand';

const StyledLogo = styled.span<{ $inverse: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme, $inverse }) => ($inverse ? theme.color.sidebarText : theme.color.primary)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const StyledMark = styled.svg`
  flex: none;
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

/** The group's mark: a stylised gear with the initials GIR. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <StyledMark width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="18" fill="currentColor" opacity="0.18" />
      <path
        d="M20 6l3 4 5-1 1 5 4 3-3 4 1 5-5 1-2 5-4-3-4 3-2-5-5-1 1-5-3-4 4-3 1-5 5 1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <text x="20" y="24" textAnchor="middle" fontSize="10" fontWeight="700" fill="currentColor">
        GIR
      </text>
    </StyledMark>
  );
}

/** Mark and name of the portal; `inverse` on dark surfaces such as the sidebar. */
export function Logo({ inverse = false, withName = true }: { inverse?: boolean; withName?: boolean }) {
  return (
    <StyledLogo $inverse={inverse}>
      <LogoMark />
      {withName && (
        <StyledWords>
          {GROUP.portalName}
          <small>{GROUP.name}</small>
        </StyledWords>
      )}
    </StyledLogo>
  );
}
