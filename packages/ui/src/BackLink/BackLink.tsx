import type { ComponentType, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ChevronLeftIcon } from '../icons';

/** Props BackLink passes to its link component. */
export interface BackLinkLinkProps {
  /** Destination path. */
  href: string;
  /** Styling hook; pass it on to the anchor. */
  className?: string;
  /** The chevron and the text. */
  children: ReactNode;
}

export interface BackLinkProps {
  /** Where the link goes back to (the list the page was opened from). */
  href: string;
  /** The link's text ('Volver a noticias'). */
  children: ReactNode;
  /** 'md' the surrounding text's size, underlined; 'sm' 13 px, underlined on hover only. 'md' by default. */
  size?: 'sm' | 'md';
  /** Link component (a router's Link wrapper); a plain anchor by default. */
  linkComponent?: ComponentType<BackLinkLinkProps>;
}

function Anchor({ href, className, children }: BackLinkLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

const StyledBack = styled.span<{ $size: 'sm' | 'md' }>`
  align-self: flex-start;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.color.primary};
  }
  ${({ $size }) =>
    $size === 'sm'
      ? css`
          font-size: ${({ theme }) => theme.font.size.sm};
          a {
            text-decoration: none;
          }
          a:hover {
            text-decoration: underline;
          }
        `
      : ''}
`;

/** The way back from an item's page to its list: a chevron and the list's name, at the top of the page. */
export function BackLink({ href, children, size = 'md', linkComponent: Link = Anchor }: BackLinkProps) {
  return (
    <StyledBack $size={size}>
      <Link href={href}>
        <ChevronLeftIcon size={16} /> {children}
      </Link>
    </StyledBack>
  );
}
