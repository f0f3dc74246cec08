import { ORDER_STATE_LABELS, type OrderState } from '@socios/domain';
import { Badge, type BadgeTone } from '@socios/ui';

export interface OrderStateBadgeProps {
  /** The order's state. */
  state: OrderState;
  /** Space before it, when it follows the order's number in a title. */
  spaced?: boolean;
}

/** Each state's colour: pending amber, accepted blue, prepared accent, picked up green, cancelled grey. */
const TONE: Readonly<Record<OrderState, BadgeTone>> = {
  pendiente: 'warning',
  aceptado: 'primary',
  preparado: 'neutral',
  recogido: 'success',
  cancelado: 'muted',
};

/** The state of an order as a coloured pill with its Spanish name ('Pendiente', 'Aceptado'…). */
export function OrderStateBadge({ state, spaced = false }: OrderStateBadgeProps) {
  return (
    <Badge size="xs" tone={TONE[state]} dot spaced={spaced}>
      {ORDER_STATE_LABELS[state]}
    </Badge>
  );
}
