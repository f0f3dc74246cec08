import { type EstadoPedido, orderPagePath } from '@socios/api';
import { formatEuro, lineAmount, ORDER_STATE_LABELS } from '@socios/domain';
import type { MailMessage } from '../../mail/mailer';

/** An order line as the e-mails list it. */
export interface MailLine {
  reference: string;
  brand: string;
  description: string;
  warehouse: string;
  units: number;
  net: number;
}

/** What the new-order e-mail tells the selling member. */
export interface NewOrderMail {
  to: string;
  number: string;
  buyer: string;
  buyerCif: string;
  seller: string;
  orderedBy: string;
  pickupPoint: string;
  note: string;
  buyerReference: string;
  lines: MailLine[];
  total: number;
  portalUrl: string;
  /** The order's id: the e-mail links to its page. */
  orderId: number;
}

const euros = (n: number) => formatEuro(n);

function lineText(l: MailLine): string {
  const description = l.description ? ` (${l.description})` : '';
  return `- ${l.units} × ${l.brand} ${l.reference}${description}, almacén ${l.warehouse}: ${euros(l.net)} la unidad, ${euros(lineAmount(l.net, l.units))}`;
}

/** The e-mail to the selling member when another member orders from it. */
export function newOrderMail(m: NewOrderMail): MailMessage {
  const text = [
    `${m.buyer} (${m.buyerCif}) ha realizado el pedido ${m.number} a ${m.seller} desde el Portal Socios.`,
    '',
    'Líneas:',
    ...m.lines.map(lineText),
    '',
    `Total neto: ${euros(m.total)}`,
    `Punto de recogida: ${m.pickupPoint}`,
    `Pedido por: ${m.orderedBy}`,
    ...(m.buyerReference ? [`Su pedido: ${m.buyerReference}`] : []),
    ...(m.note ? ['', 'Observaciones:', m.note] : []),
    '',
    `Puede aceptarlo, prepararlo o cancelarlo en Mis pedidos: ${m.portalUrl}${orderPagePath(m.orderId)}`,
  ].join('\n');
  return { to: [m.to], subject: `Nuevo pedido ${m.number} de ${m.buyer} - Portal Socios`, text };
}

/** The e-mail to the other member when an order changes state. */
export function orderStateMail(m: {
  to: string;
  number: string;
  state: EstadoPedido;
  movedBy: string;
  member: string;
  unitsReturned: boolean;
  portalUrl: string;
  /** The order's id: the e-mail links to its page. */
  orderId: number;
}): MailMessage {
  const label = ORDER_STATE_LABELS[m.state].toLowerCase();
  const text = [
    `El pedido ${m.number} ha pasado a ${label}.`,
    `Lo ha cambiado ${m.movedBy} (${m.member}).`,
    ...(m.unitsReturned ? ['Las unidades del pedido han vuelto al stock de los almacenes.'] : []),
    '',
    `Puede verlo en Mis pedidos: ${m.portalUrl}${orderPagePath(m.orderId)}`,
  ].join('\n');
  return { to: [m.to], subject: `Pedido ${m.number}: ${label} - Portal Socios`, text };
}
