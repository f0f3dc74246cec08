import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

/** Props of a breadcrumb trail: a nav's, with its accessible name. */
export interface BreadcrumbsProps extends HTMLAttributes<HTMLElement> {
  /** Accessible name of the trail ('Ruta', 'Vehículo'). */
  'aria-label': string;
}

const StyledCrumbs = styled.nav`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.spacing(2)};
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** A breadcrumb trail: a nav holding an `ol` of links (the last item the current place), '›' between them. */
export function Breadcrumbs(props: BreadcrumbsProps) {
  return <StyledCrumbs {...props} />;
}
