import { SectionNav } from '@socios/ui';
import { Link, useLocation } from 'react-router';

/** The two pages of the area: the orders (the lists and an order's detail) and the member's own stock. */
export function OrdersNav() {
  const stock = useLocation().pathname.replace(/\/+$/, '') === '/pedidos/stock';
  return (
    <SectionNav aria-label="Pedidos y stock">
      <Link to="/pedidos" aria-current={stock ? undefined : 'page'}>
        Pedidos
      </Link>
      <Link to="/pedidos/stock" aria-current={stock ? 'page' : undefined}>
        Mi stock
      </Link>
    </SectionNav>
  );
}
