import { Children, type ReactNode } from 'react';
import styled from 'styled-components';
import { Inline } from '../Inline';
import { focusRing } from '../theme/mixins';

export interface SectionNavProps {
  /** Accessible name of the navigation (e.g. 'Pedidos y stock'). */
  'aria-label': string;
  /** The links, one per page of the section; the current one carries `aria-current="page"` (a router NavLink does). */
  children: ReactNode;
}

const StyledNav = styled.nav`
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.spacing(2, 3)};
    margin-bottom: -${({ theme }) => theme.borderWidth.thin};
    border-bottom: ${({ theme }) => theme.borderWidth.thick} solid transparent;
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
    ${focusRing}
  }
  a:hover {
    color: ${({ theme }) => theme.color.text};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
`;

/** The pages of a section as a row of links over a rule, the current one underlined: 'Pedidos · Mi stock', a supplier's menu. */
export function SectionNav({ 'aria-label': label, children }: SectionNavProps) {
  return (
    <StyledNav aria-label={label}>
      <Inline as="ul" gap={1} align="stretch">
        {Children.map(children, (link) => (link ? <li>{link}</li> : null))}
      </Inline>
    </StyledNav>
  );
}
