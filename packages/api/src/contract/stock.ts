import { ORDER_MAX_LINES, STOCK_IMPORT_MAX_BYTES } from '@socios/domain';
import { z } from 'zod';
import { sessionEndpoint, sessionEndpoints } from '../endpoint';
import { DesgloseAlmacen, EstadoPedido, LineaPedido, OfertaStock, Pedido, PedidoDetalle, RespuestaPedido, ResumenStock } from '../entities/stock';
import { answer, answerOrRefusal, decodePathText, wireId, wireIdParam, wireText } from '../wire';
import { GROUP_LIST_MAX, MEMBER_LIST_MAX, ORDERS_PAGE_MAX } from '../listBounds';

/** Declares a call that reads the stock every member offers to the others. */
const stockOfferEndpoint = sessionEndpoints({ foreign: { none: 'stock offered to every member' } });

/** A reference in a path: what a catalogue reference may hold (letters, digits, spaces and . - / _). */
const referenceParam = z
  .string()
  .transform((r) => decodePathText(r).trim())
  .pipe(
    z
      .string()
      .min(1)
      .max(60)
      .regex(/^[0-9A-Za-z .\-/_]+$/, 'Referencia no válida'),
  );

/** A member's CIF/NIF in a path. */
const cifParam = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[0-9A-Z]{8,12}$/, 'CIF no válido'));

/** Stock between members and the orders placed from it (001 §7 Stock and purchase; 'Mis pedidos' and 'Mi stock' beyond it). */
export const Stocks = {
  /** The offers of every other member holding the reference of that brand, for the caller's member (prices, discount, PermisoCompra). */
  GetStock: stockOfferEndpoint({
    method: 'GET',
    path: '/Stocks/GetStock/:brandNo/:reference',
    maxRows: GROUP_LIST_MAX,
    params: z.object({ brandNo: wireIdParam, reference: referenceParam }),
    response: z.array(OfertaStock),
  }),
  /**
   * Places an order with one member (001 §7): every line is of the same selling member (CifAsociado), Cif_Socio is the
   * caller's member and IdPuntoRecogida one of its points of sale. Stored in one transaction, never above a warehouse's
   * stock at that moment, and e-mailed to the selling member. A refusal (stock gone, not a customer…) is codError 1
   * with MsgError in Spanish; malformed input is a 400.
   */
  GenerarPedido: sessionEndpoint({
    method: 'POST',
    path: '/Stocks/GenerarPedido',
    foreign: { none: "orders for the caller's member (a foreign pick-up point is a refusal, see stock tests)" },
    body: z.object({
      Cif_Socio: z.string().min(1).max(20),
      Lineas: z.array(LineaPedido).min(1).max(ORDER_MAX_LINES),
      /** The member's note plus the 'send to' address of the pickup point (001 §7). */
      Observaciones: wireText(2000),
      /** The buyer's own order number (empty in the spec's browser). */
      SuPedido: wireText(60),
      /** The ordering user's full name (NombreUsuario + Apellidos); the server stores the session user's own. */
      PedidoPor: wireText(200),
      /**
       * The pickup point (SOCPV_ID of the caller's member), beyond the spec's body so the order keeps it. Without it
       * (the spec's body) the point is the one named in the 'Enviar a:' line of Observaciones, else the member's first.
       */
      IdPuntoRecogida: wireId.optional(),
      /**
       * Beyond the spec: the total the member confirmed in the shop. When given, an order that would cost anything else
       * (a price changed since the shop showed it) is refused, so a member is never charged more than the screen said.
       */
      ImporteTotal: z.number().min(0).max(100_000_000).optional(),
    }),
    response: RespuestaPedido,
  }),
  /** 'Mis pedidos': the orders the caller's member placed (realizados) or received (recibidos), newest first, by pages. */
  GetPedidos: sessionEndpoint({
    method: 'POST',
    path: '/Stocks/GetPedidos',
    maxRows: ORDERS_PAGE_MAX,
    foreign: { none: "the caller's member's orders" },
    body: z.object({
      tipo: z.enum(['realizados', 'recibidos']),
      estado: EstadoPedido.nullable(),
      pag: z.number().int().min(1).max(100_000),
      maxRegistros: z.number().int().min(1).max(100),
    }),
    response: answer(z.object({ total: z.number().int(), pedidos: z.array(Pedido) })),
  }),
  /** One order with its lines and history; 404 unless the caller's member placed or received it. */
  GetPedido: sessionEndpoint({
    method: 'GET',
    path: '/Stocks/GetPedido/:id',
    foreign: { kind: 'order', at: 'params.id' },
    params: z.object({ id: wireIdParam }),
    response: answer(PedidoDetalle),
  }),
  /**
   * Moves an order to another state: the seller accepts, prepares, marks it picked up or cancels it; the buyer may
   * cancel it while pending. Cancelling returns the units to the warehouses. Both members are e-mailed. A move the
   * order's state does not allow is refused with a Spanish text; 404 unless the caller's member is buyer or seller.
   */
  CambiarEstadoPedido: sessionEndpoint({
    method: 'POST',
    path: '/Stocks/CambiarEstadoPedido',
    foreign: { kind: 'order', at: 'body.idPedido' },
    body: z.object({ idPedido: wireId, estado: EstadoPedido }),
    response: answerOrRefusal(Pedido.nullable()),
  }),
  /** 'Mi stock': the caller's member's warehouses with their references and units, and the last import. */
  GetResumenStock: sessionEndpoint({
    method: 'GET',
    path: '/Stocks/GetResumenStock',
    maxRows: MEMBER_LIST_MAX,
    foreign: { none: "the caller's member's stock" },
    response: answer(ResumenStock),
  }),
  /**
   * Replaces the caller's member's published stock with a CSV file (account administrators only, 403 otherwise): all
   * its lines or none, a refusal naming the first wrong line.
   */
  ImportarStock: sessionEndpoint({
    method: 'POST',
    path: '/Stocks/ImportarStock',
    foreign: { none: "replaces the caller's member's stock" },
    body: z.object({ csv: z.string().min(1).max(STOCK_IMPORT_MAX_BYTES) }),
    bodyLimit: STOCK_IMPORT_MAX_BYTES + 64 * 1024,
    response: answerOrRefusal(ResumenStock.nullable()),
  }),
} as const;

/** The warehouses of one member for a reference (001 §7 Stock and purchase). */
export const DesgloseStocks = {
  /** Warehouse by warehouse, the stock the member holds of the reference; 404 for an unknown member. */
  GetDesgloseStock: stockOfferEndpoint({
    method: 'GET',
    path: '/DesgloseStocks/GetDesgloseStock/:memberCif/:reference',
    maxRows: MEMBER_LIST_MAX,
    params: z.object({ memberCif: cifParam, reference: referenceParam }),
    response: z.array(DesgloseAlmacen),
  }),
} as const;
