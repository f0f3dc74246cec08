import { Button, InboxIcon } from '@socios/ui';
import { lazy, Suspense, useState } from 'react';
import { OfferButton } from './components/OfferButton';
import type { ShopOffer } from './StockPurchase';

// The purchase flow loads when a member first opens it, not with the pages that show the buttons.
const StockPurchase = lazy(() => import('./StockPurchase').then((m) => ({ default: m.StockPurchase })));

export interface StockButtonProps {
  /** Brand number of the article (the stock calls' key). */
  brandNo: number;
  /** The article's reference. */
  reference: string;
  /** What it is (brand and name), shown in the dialogs. */
  description: string;
}

/** 'Ver stock': the stock modal of the other members holding the article, from which it is bought (001 §2.10, §2.14). */
export function StockButton({ brandNo, reference, description }: StockButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" startIcon={<InboxIcon size={14} />} aria-label={`Ver stock de ${reference}`} onClick={() => setOpen(true)}>
        Ver stock
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <StockPurchase brandNo={brandNo} reference={reference} description={description} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export interface BuyButtonProps extends StockButtonProps {
  /** The member's offer the row shows (tyres, lubricants, batteries). */
  offer: ShopOffer;
}

/** 'Comprar' straight from a member's row, or the disabled 'No es cliente' when PermisoCompra is 'false' (001 §6). */
export function BuyButton({ brandNo, reference, description, offer }: BuyButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <OfferButton offer={offer} subject={reference} onBuy={() => setOpen(true)} />
      {open ? (
        <Suspense fallback={null}>
          <StockPurchase brandNo={brandNo} reference={reference} description={description} offer={offer} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
