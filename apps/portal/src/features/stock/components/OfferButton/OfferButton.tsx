import type { OfertaStock } from '@socios/api';
import { offerAction, offerActionLabel, STOCK_TEXTS } from '@socios/domain';
import { Button } from '@socios/ui';

/** What the button reads of an offer. */
export type OfferButtonOffer = Pick<OfertaStock, 'NombreAsociado' | 'PermisoCompra' | 'Stock'>;

export interface OfferButtonProps<T extends OfferButtonOffer> {
  /** The member's offer. */
  offer: T;
  /** What is bought, in the accessible name, when the row does not say it (a reference). */
  subject?: string;
  /** Called with the offer when 'Comprar' is pressed. */
  onBuy: (offer: T) => void;
}

/**
 * An offer's button: 'Comprar', or a disabled 'No es cliente' / 'Sin stock' / 'Consultar'; its accessible name says
 * what is bought (`subject`, when the row does not) and from whom.
 */
export function OfferButton<T extends OfferButtonOffer>({ offer, subject, onBuy }: OfferButtonProps<T>) {
  const action = offerAction(offer);
  const label = offerActionLabel(action);
  return (
    <Button
      size="sm"
      variant={action === 'buy' ? 'primary' : 'secondary'}
      disabled={action !== 'buy'}
      aria-label={`${label}${subject ? ` ${subject}` : ''} · ${offer.NombreAsociado}`}
      title={action === 'grey' ? STOCK_TEXTS.greyHint : undefined}
      onClick={() => onBuy(offer)}
    >
      {label}
    </Button>
  );
}
