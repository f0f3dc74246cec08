import type { PedidoDetalle } from '@socios/api';
import {
  formatEuro,
  formatGroupDateTime,
  formatNumber,
  formatPercent,
  lineAmount,
  unitsLabel,
  ORDER_MOVE_LABELS,
  ORDER_STATE_LABELS,
  orderMoveRefusal,
  orderMoves,
  type OrderSide,
  type OrderState,
} from '@socios/domain';
import {
  Button,
  Card,
  ConfirmDialog,
  Facts,
  Inline,
  ItemList,
  ItemListItem,
  PageHeader,
  Stack,
  SubLine,
  type SummaryColumn,
  SummaryTable,
  Text,
  useIsMobile,
} from '@socios/ui';
import { useId, useState } from 'react';
import { OrderStateBadge } from '../OrderStateBadge';

export interface OrderDetailProps {
  /** The order with its lines and history. */
  order: PedidoDetalle;
  /** The caller's side: 'buyer' for an order its member placed, 'seller' for one it received. */
  side: OrderSide;
  /** Called with the new state once the user has confirmed a move. */
  onMove: (to: OrderState) => void;
  /** The move being sent, if any (its button and the confirmation show busy, the others are disabled). */
  moving?: OrderState | null;
}

/** What the confirmation of each move asks. */
export function moveQuestion(to: OrderState, number: string, side: OrderSide): string {
  const other = side === 'seller' ? 'al comprador' : 'al vendedor';
  switch (to) {
    case 'aceptado':
      return `¿Aceptar el pedido ${number}? Se avisará por correo ${other}.`;
    case 'preparado':
      return `¿Marcar el pedido ${number} como preparado para su recogida? Se avisará por correo ${other}.`;
    case 'recogido':
      return `¿Marcar el pedido ${number} como recogido? Ya no se podrá cambiar.`;
    case 'cancelado':
      return `¿Cancelar el pedido ${number}? Las unidades vuelven al stock del vendedor, se avisará por correo ${other} y ya no se podrá cambiar.`;
    default:
      return `¿Cambiar el pedido ${number} a ${ORDER_STATE_LABELS[to].toLowerCase()}?`;
  }
}

type Line = PedidoDetalle['Lineas'][number];

/** The order's lines at net prices; the total row holds the units and the amount. */
const lineColumns = (order: PedidoDetalle): SummaryColumn<Line>[] => [
  { key: 'referencia', title: 'Referencia', rowHeader: true, cell: (l) => l.Referencia },
  { key: 'marca', title: 'Marca', cell: (l) => l.Marca },
  { key: 'descripcion', title: 'Descripción', fit: 'wrap', cell: (l) => l.Descripcion },
  { key: 'almacen', title: 'Almacén', cell: (l) => l.DescripcionAlmacen || l.CodigoAlmacen },
  {
    key: 'unidades',
    title: 'Unidades',
    align: 'end',
    cell: (l) => formatNumber(l.Cantidad, { decimals: 0 }),
    total: formatNumber(order.PED_UNIDADES, { decimals: 0 }),
  },
  { key: 'precio', title: 'Precio', align: 'end', cell: (l) => formatEuro(l.Precio) },
  { key: 'dto', title: 'Dto.', align: 'end', cell: (l) => formatPercent(l.Dto) },
  { key: 'neto', title: 'Neto', align: 'end', cell: (l) => formatEuro(l.Neto) },
  { key: 'importe', title: 'Importe', align: 'end', cell: (l) => formatEuro(lineAmount(l.Neto, l.Cantidad)), total: formatEuro(order.PED_TOTAL) },
];

/**
 * One order of 'Mis pedidos': its number and state, both members, who placed it, the pickup point and the note, its
 * lines at net prices with the total, its history, and the buttons of the moves the caller's side may make (the
 * seller accepts, prepares, hands over or cancels; the buyer cancels while it is pending), each asking first.
 */
export function OrderDetail({ order, side, onMove, moving = null }: OrderDetailProps) {
  const [asking, setAsking] = useState<OrderState | null>(null);
  const phone = useIsMobile();
  const linesTitle = useId();
  const moves = orderMoves(order.PED_ESTADO, side);
  const confirm = () => {
    if (asking) onMove(asking);
    setAsking(null);
  };
  return (
    <Stack gap={4}>
      <PageHeader
        title={
          <>
            Pedido {order.PED_NUMERO}
            <OrderStateBadge state={order.PED_ESTADO} spaced />
          </>
        }
        description={`${side === 'buyer' ? 'Realizado a' : 'Recibido de'} ${side === 'buyer' ? order.VENDEDOR_NOMBRE : order.COMPRADOR_NOMBRE} el ${formatGroupDateTime(order.PED_FECHA)}`}
        actions={
          moves.length ? (
            <Inline gap={2} role="group" aria-label="Cambiar el estado del pedido">
              {moves.map((to) => (
                <Button
                  key={to}
                  variant={to === 'cancelado' ? 'danger' : 'primary'}
                  loading={moving === to}
                  disabled={moving !== null && moving !== to}
                  onClick={() => setAsking(to)}
                >
                  {ORDER_MOVE_LABELS[to]}
                </Button>
              ))}
            </Inline>
          ) : null
        }
      />
      {moves.length ? null : (
        <Text tone="muted" size="sm">
          {orderMoveRefusal(order.PED_ESTADO, 'cancelado', side)}
        </Text>
      )}
      <Card title="Datos del pedido" headingLevel={3}>
        <Facts density="comfortable" stackOnMobile>
          <dt>Comprador</dt>
          <dd>
            {order.COMPRADOR_NOMBRE} ({order.COMPRADOR_CIF})
          </dd>
          <dt>Vendedor</dt>
          <dd>
            {order.VENDEDOR_NOMBRE} ({order.VENDEDOR_CIF})
          </dd>
          <dt>Pedido por</dt>
          <dd>{order.PED_PEDIDO_POR || '—'}</dd>
          {order.PED_SU_PEDIDO ? (
            <>
              <dt>Su pedido</dt>
              <dd>{order.PED_SU_PEDIDO}</dd>
            </>
          ) : null}
          <dt>Punto de recogida</dt>
          <dd>{order.PED_PUNTO_RECOGIDA || '—'}</dd>
          <dt>Observaciones</dt>
          <dd>{order.PED_OBSERVACIONES ? <Text wrap="lines">{order.PED_OBSERVACIONES}</Text> : 'Sin observaciones'}</dd>
          <dt>Último cambio</dt>
          <dd>{formatGroupDateTime(order.PED_FECHA_ESTADO)}</dd>
        </Facts>
      </Card>
      {phone ? (
        // On a phone the lines' title reads as the table's caption does elsewhere.
        <Stack as="section" gap={2} aria-labelledby={linesTitle}>
          <Text as="h3" size="md" weight="bold" id={linesTitle}>
            Líneas del pedido
          </Text>
          <ItemList aria-label="Líneas del pedido">
            {order.Lineas.map((l) => (
              <ItemListItem key={`${l.Referencia}-${l.CodigoAlmacen}`} aria-label={`${l.Referencia} ${l.DescripcionAlmacen || l.CodigoAlmacen}`}>
                <span>
                  <strong>{l.Referencia}</strong>
                  <SubLine>{`${l.Marca} · ${l.Descripcion}`}</SubLine>
                </span>
                <strong>{formatEuro(lineAmount(l.Neto, l.Cantidad))}</strong>
                <SubLine>{`${formatNumber(l.Cantidad, { decimals: 0 })} × ${formatEuro(l.Neto)} (${formatEuro(l.Precio)}, dto. ${formatPercent(l.Dto)})`}</SubLine>
                <SubLine>{`Almacén ${l.DescripcionAlmacen || l.CodigoAlmacen}`}</SubLine>
              </ItemListItem>
            ))}
            <ItemListItem aria-label="Total">
              <strong>{`Total · ${unitsLabel(order.PED_UNIDADES)}`}</strong>
              <strong>{formatEuro(order.PED_TOTAL)}</strong>
            </ItemListItem>
          </ItemList>
        </Stack>
      ) : (
        // Focusable, so that the lines can be scrolled sideways with the keyboard on a narrow screen.
        <SummaryTable
          caption="Líneas del pedido"
          scrollLabel="Líneas del pedido"
          pinLast
          columns={lineColumns(order)}
          rows={order.Lineas}
          rowKey={(l) => `${l.Referencia}-${l.CodigoAlmacen}`}
          totalLabel="Total"
        />
      )}
      <Card title="Historial" headingLevel={3}>
        {order.Historial.length ? (
          <Stack as="ol" gap={2} aria-label="Historial del pedido">
            {order.Historial.map((h) => (
              <Inline as="li" key={`${h.Fecha}-${h.Estado}`} gap={3} rowGap={1}>
                <Text as="span" tone="muted">
                  <time dateTime={h.Fecha}>{formatGroupDateTime(h.Fecha)}</time>
                </Text>
                <OrderStateBadge state={h.Estado} />
                <span>{h.Usuario ? `por ${h.Usuario}` : ''}</span>
              </Inline>
            ))}
          </Stack>
        ) : (
          <Text tone="muted">Sin cambios registrados</Text>
        )}
      </Card>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? ORDER_MOVE_LABELS[asking] : ''}
        message={asking ? moveQuestion(asking, order.PED_NUMERO, side) : ''}
        confirmLabel={
          asking === 'cancelado'
            ? 'Sí, cancelar pedido'
            : asking
              ? `Sí, ${ORDER_MOVE_LABELS[asking].charAt(0).toLowerCase()}${ORDER_MOVE_LABELS[asking].slice(1)}`
              : ''
        }
        cancelLabel="Volver"
        destructive={asking === 'cancelado'}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </Stack>
  );
}
