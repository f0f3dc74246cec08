import { ORDER_STATE_LABELS, type OrderState } from '@socios/domain';
import styled, { css, type DefaultTheme } from 'styled-components';

export interface OrderStateBadgeProps {
  /** The order's state. */
  state: OrderState;
}

type Paint = (theme: DefaultTheme) => { mark: string; surface: string };

/** Each state's colour: pending amber, accepted blue, prepared accent, picked up green, cancelled grey. */
const PAINT: Readonly<Record<OrderState, Paint>> = {
  pendiente: (t) => ({ mark: t.color.warning, surface: t.color.warningSubtle }),
  aceptado: (t) => ({ mark: t.color.primary, surface: t.color.primarySubtle }),
  preparado: (t) => ({ mark: t.color.accent, surface: t.color.surfaceAlt }),
  recogido: (t) => ({ mark: t.color.success, surface: t.color.successSubtle }),
  cancelado: (t) => ({ mark: t.color.textMuted, surface: t.color.surfaceAlt }),
};

const StyledBadge = styled.span<{ $state: OrderState }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(0.5, 2.5)};
  border: ${({ theme }) => theme.borderWidth.thin} solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: nowrap;
  color: ${({ theme }) => theme.color.text};
  ${({ theme, $state }) => {
    const { mark, surface } = PAINT[$state](theme);
    return css`
      border-color: ${mark};
      background: ${surface};
      &::before {
        content: '';
        width: ${theme.spacing(2)};
        height: ${theme.spacing(2)};
        border-radius: ${theme.radius.pill};
        background: ${mark};
      }
    `;
  }}
`;

/** The state of an order as a coloured pill with its Spanish name ('Pendiente', 'Aceptado'…). */
export function OrderStateBadge({ state }: OrderStateBadgeProps) {
  return <StyledBadge $state={state}>{ORDER_STATE_LABELS[state]}</StyledBadge>;
}
