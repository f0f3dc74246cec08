import { focusRing } from '@socios/ui';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';

const StyledNav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  a {
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

/** The two pages of the area: the orders (the lists and an order's detail) and the member's own stock. */
export function OrdersNav() {
  const stock = useLocation().pathname.replace(/\/+$/, '') === '/pedidos/stock';
  return (
    <StyledNav aria-label="Pedidos y stock">
      <Link to="/pedidos" aria-current={stock ? undefined : 'page'}>
        Pedidos
      </Link>
      <Link to="/pedidos/stock" aria-current={stock ? 'page' : undefined}>
        Mi stock
      </Link>
    </StyledNav>
  );
}
