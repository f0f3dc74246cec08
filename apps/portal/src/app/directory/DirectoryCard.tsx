import { useState } from 'react';
import styled, { css } from 'styled-components';

/** The frame of a directory's card or row (members, suppliers): the card's box, filling the height it is given. */
export const directoryCardFrame = css`
  height: 100%;
  padding: ${({ theme }) => theme.spacing(4)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;
`;

const StyledLogo = styled.div<{ $width: number }>`
  display: flex;
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

/** The initials of a company's name (a logo's fallback): first letters of its first two words of three letters or more. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w) && w.length > 2)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

export interface CompanyLogoProps {
  /** Address of the logo, or null: the initials are shown instead. */
  url: string | null;
  /** What stands in for the logo when there is none or its image fails to load. */
  initials: string;
  /** Width in theme spacing units (the height is 12). */
  width: number;
  className?: string;
}

/**
 * A company's logo in a directory's card (a member, a supplier), or its initials when it has none or the image fails
 * to load; `data-logo` says which ('image', 'initials'). Decorative: the card's name says whose it is.
 */
export function CompanyLogo({ url, initials, width, className }: CompanyLogoProps) {
  const [failed, setFailed] = useState(false);
  const image = url && !failed ? url : null;
  return (
    <StyledLogo className={className} $width={width} aria-hidden="true" data-logo={image ? 'image' : 'initials'}>
      {image ? <img src={image} alt="" loading="lazy" onError={() => setFailed(true)} /> : initials}
    </StyledLogo>
  );
}
