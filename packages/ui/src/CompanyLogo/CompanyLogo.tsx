import { useState } from 'react';
import styled from 'styled-components';

export interface CompanyLogoProps {
  /** Address of the logo, or null: the initials are shown instead. */
  url: string | null;
  /** What stands in for the logo when there is none or its image fails to load. */
  initials: string;
  /** Width in theme spacing units (the height is 12). */
  width: number;
  /** Styling hook (a grid area, a flex rule). */
  className?: string;
}

const StyledLogo = styled.div<{ $width: number }>`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme, $width }) => theme.spacing($width)};
  height: ${({ theme }) => theme.spacing(12)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primarySubtle};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/**
 * A company's logo in a directory's card (a member, a supplier), or its initials when it has none or the image fails
 * to load; `data-logo` says which ('image', 'initials'). Decorative: the card's name says whose it is.
 */
export function CompanyLogo({ url, initials, width, className }: CompanyLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const image = url && failed !== url ? url : null;
  return (
    <StyledLogo className={className} $width={width} aria-hidden="true" data-logo={image ? 'image' : 'initials'}>
      {image ? <img src={image} alt="" loading="lazy" onError={() => setFailed(image)} /> : initials}
    </StyledLogo>
  );
}
