import { ApiError } from '@socios/api';
import type { OrderState } from '@socios/domain';
import { ChevronLeftIcon, EmptyState, Page, Text } from '@socios/ui';
import { Link, useLocation, useParams } from 'react-router';
import styled from 'styled-components';
import { useNotice } from '../../app/notice/NoticeProvider';
import { OrderDetail } from './components/OrderDetail';
import { useChangeOrderState, useOrder } from './data';
import { OrdersNav } from './OrdersNav';

/** Title of the popup when a move is refused or fails. */
export const MOVE_FAILED_TITLE = 'No se ha podido cambiar el estado del pedido';

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  align-self: flex-start;
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/**
 * /pedidos/{id}: one order of 'Mis pedidos' with its lines and history, and the moves the member's side may make.
 * A refused move (another user moved it first, or the stock changed) shows the server's text; after every move the
 * order and the lists refresh.
 */
export function OrderPage() {
  const id = Number(useParams().id);
  const location = useLocation();
  const notify = useNotice();
  const order = useOrder(id);
  const move = useChangeOrderState();
  const from = (location.state as { from?: string } | null)?.from;

  const onMove = async (to: OrderState) => {
    try {
      const answer = await move.mutateAsync({ idPedido: id, estado: to });
      if (!answer.ok) notify({ title: MOVE_FAILED_TITLE, message: answer.mensajeError ?? '' });
    } catch (err) {
      notify({ title: MOVE_FAILED_TITLE, message: err instanceof ApiError ? err.message : String(err) });
    }
  };

  const data = order.data;
  const backTo = from ?? (data && !data.PED_REALIZADO ? '/pedidos?tipo=recibidos' : '/pedidos');
  return (
    <Page>
      <OrdersNav />
      <StyledBack to={backTo}>
        <ChevronLeftIcon size={16} /> Volver a los pedidos
      </StyledBack>
      {order.isPending && Number.isInteger(id) && id > 0 ? <Text tone="muted">Cargando el pedido…</Text> : null}
      {order.isError || !(Number.isInteger(id) && id > 0) ? (
        <EmptyState
          title="No se ha encontrado el pedido"
          description={order.error?.status === 404 || !(id > 0) ? 'El pedido no existe o no es de su socio.' : order.error?.message}
        />
      ) : null}
      {data ? (
        <OrderDetail
          order={data}
          side={data.PED_REALIZADO ? 'buyer' : 'seller'}
          onMove={(to) => void onMove(to)}
          moving={move.isPending ? (move.variables?.estado ?? null) : null}
        />
      ) : null}
    </Page>
  );
}
