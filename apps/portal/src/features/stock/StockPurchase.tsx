import type { OfertaStock } from '@socios/api';
import {
  buildOrderBody,
  formatEuro,
  type OrderOutcome,
  orderOutcome,
  PURCHASE_MESSAGES,
  type PurchaseCheck,
  type StockOfferOrder,
  unitsLabel,
  validatePurchase,
} from '@socios/domain';
import { Button, ConfirmDialog, Dialog, Modal, Spinner, Text } from '@socios/ui';
import { useState } from 'react';
import { useApiMutation, useApiQuery, useInvalidate } from '../../app/query/apiQuery';
import { useUserConfig } from '../../app/session/SessionProvider';
import { OfferList, ShopForm, shopQuote } from './components';

/** What the shop needs of an offer. */
export type ShopOffer = Pick<OfertaStock, 'NombreAsociado' | 'CifAsociado' | 'Precio' | 'Dto' | 'Neto' | 'PermisoCompra' | 'Stock'>;

export interface StockPurchaseProps {
  /** Closes everything. */
  onClose: () => void;
  /** The article: brand number and reference (the stock calls' keys) and what it is. */
  brandNo: number;
  reference: string;
  description: string;
  /** Straight to the shop of this member, without the stock list (rows that already name their member). */
  offer?: ShopOffer;
}

/**
 * The stock purchase flow (001 §4): the stock list modal, the shop modal for one member, the missing-fields warning,
 * the confirmation, the order and its result. Closing the shop resets its units, pickup point and member.
 */
export function StockPurchase({ onClose, brandNo, reference, description, offer: direct }: StockPurchaseProps) {
  const [order, setOrder] = useState<StockOfferOrder>('unidades');
  const [chosen, setChosen] = useState<ShopOffer | null>(direct ?? null);
  const offers = useApiQuery('Stocks', 'GetStock', { brandNo, reference }, { enabled: !direct, staleTime: 30_000 });
  const closeShop = () => (direct ? onClose() : setChosen(null));
  return (
    <>
      {direct ? null : (
        <Modal open={chosen === null} onClose={onClose} title={`Stock de ${reference}`} message={description}>
          {offers.data ? (
            <OfferList offers={offers.data} order={order} onOrderChange={setOrder} onBuy={setChosen} />
          ) : offers.isError ? (
            <Text tone="danger">No ha sido posible obtener el stock de los socios.</Text>
          ) : (
            <Spinner label="Buscando el stock de los socios" />
          )}
        </Modal>
      )}
      {chosen ? <Shop key={chosen.CifAsociado} offer={chosen} reference={reference} description={description} onClose={closeShop} /> : null}
    </>
  );
}

/** The shop for one member; unmounting it is what resets it. */
function Shop({ offer, reference, description, onClose }: { offer: ShopOffer; reference: string; description: string; onClose: () => void }) {
  const config = useUserConfig();
  const invalidate = useInvalidate();
  const warehouses = useApiQuery('DesgloseStocks', 'GetDesgloseStock', { memberCif: offer.CifAsociado, reference }, { staleTime: 0 });
  const points = useApiQuery('Socios', 'GetPuntosVenta', undefined, { select: (a) => a.valorRetorno, staleTime: 300_000 });
  const member = useApiQuery('Socios', 'GetSocio', undefined, { select: (a) => a.valorRetorno, staleTime: 300_000 });
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [pickupPointId, setPickupPointId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<Extract<PurchaseCheck, { ok: false }> | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<OrderOutcome | null>(null);
  const place = useApiMutation('Stocks', 'GenerarPedido', { invalidates: [] });

  const lines = Object.entries(quantities).map(([CodigoAlmacen, Cantidad]) => ({ CodigoAlmacen, Cantidad }));
  // What the member sees and confirms is what the server charges: each warehouse at its own net (the server refuses
  // the order when its total differs, e.g. a price changed meanwhile).
  const quote = shopQuote(warehouses.data, quantities);
  const submit = () => {
    const check = validatePurchase(pickupPointId, lines);
    if (check.ok) setConfirming(true);
    else setMissing(check);
  };
  const confirm = () => {
    const pickupPoint = points.data?.find((p) => p.SOCPV_ID === pickupPointId) ?? null;
    if (!member.data || !pickupPoint) return;
    const body = buildOrderBody(
      { memberCif: offer.CifAsociado, reference, quantities, pickupPoint, note, total: quote.total },
      { memberCif: member.data.SOC_CIF, NombreUsuario: config.NombreUsuario, Apellidos: config.Apellidos },
    );
    place.mutate(body, {
      onSuccess: (answer) => {
        setConfirming(false);
        setOutcome(orderOutcome(answer));
        void invalidate('Stocks', 'DesgloseStocks');
      },
      onError: () => setConfirming(false),
    });
  };
  const closeOutcome = () => {
    const placed = outcome?.ok;
    setOutcome(null);
    if (placed) onClose();
  };

  return (
    <>
      <Modal
        open
        onClose={onClose}
        title={`Comprar a ${offer.NombreAsociado}`}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancelar
            </Button>
            <Button onClick={submit} disabled={!warehouses.data?.length || !member.data}>
              Realizar pedido
            </Button>
          </>
        }
      >
        {warehouses.isError ? (
          <Text tone="danger">{PURCHASE_MESSAGES.noWarehouses}</Text>
        ) : (
          <ShopForm
            memberName={offer.NombreAsociado}
            reference={reference}
            description={description}
            warehouses={warehouses.data}
            quantities={quantities}
            onQuantityChange={(code, n) => setQuantities((q) => ({ ...q, [code]: n }))}
            pickupPoints={points.data}
            pickupPointId={pickupPointId}
            onPickupPointChange={setPickupPointId}
            note={note}
            onNoteChange={setNote}
          />
        )}
      </Modal>
      <Dialog
        kind="alert"
        open={missing !== null}
        onClose={() => setMissing(null)}
        title={missing?.title ?? ''}
        message={missing ? [missing.intro, ...missing.missing].join('\n') : undefined}
        footer={<Button onClick={() => setMissing(null)}>Aceptar</Button>}
      />
      <ConfirmDialog
        open={confirming}
        message={`${PURCHASE_MESSAGES.confirm}\nTotal: ${unitsLabel(quote.units)}, ${formatEuro(quote.total)}`}
        confirmLabel={PURCHASE_MESSAGES.confirmAccept}
        cancelLabel={PURCHASE_MESSAGES.confirmCancel}
        loading={place.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
      <Dialog
        kind="alert"
        open={outcome !== null}
        onClose={closeOutcome}
        title={outcome?.title ?? ''}
        message={outcome ? (outcome.ok ? `Número de pedido: ${outcome.number}` : `Código ${outcome.code}: ${outcome.message}`) : undefined}
        footer={<Button onClick={closeOutcome}>Aceptar</Button>}
      />
    </>
  );
}
