import { z } from 'zod';

/**
 * Stock between members (001 §3 Stock offer / Warehouse breakdown / Order line, §7 Stock and purchase): the offers of
 * the members that hold a reference, a member's warehouses for it, and the orders placed between members.
 *
 * Stock travels as text (001 §3): '0' means none and '-9999' the grey state (the member holds the part but does not
 * publish how many); any other value is the number of units.
 */

/** 'true' / 'false' as the spec's PermisoCompra travels. */
export const TextBoolean = z.enum(['true', 'false']);

/**
 * A member's offer of a reference (001 §3 Stock offer from a member). Neto = Precio less Dto %. Each warehouse has its
 * own price: Precio and Neto are the lowest of the member's warehouses holding the reference, PrecioHasta and NetoHasta
 * (beyond the spec) the highest, so that the list can say 'desde' when they differ.
 */
export const OfertaStock = z.object({
  NombreAsociado: z.string(),
  CifAsociado: z.string(),
  /** The reference as the offering member knows it (its own code for the part). */
  ReferenciaAsociado: z.string(),
  Precio: z.number(),
  /** The discount in % the offering member gives the caller's member. */
  Dto: z.number(),
  Neto: z.number(),
  /** The highest price and net of the member's warehouses (equal to Precio and Neto when they all sell at one price). */
  PrecioHasta: z.number(),
  NetoHasta: z.number(),
  /** Units over all its warehouses, '0' or '-9999'. */
  Stock: z.string(),
  /** 'false' when the caller's member is not a customer of the offering member: it cannot buy ('No es cliente'). */
  PermisoCompra: TextBoolean,
});
export type OfertaStock = z.infer<typeof OfertaStock>;

/**
 * One warehouse of a member for a reference (001 §3 Warehouse breakdown), with (beyond the spec) what one unit from it
 * costs the caller's member: each warehouse sells at its own price, and an order's line is charged at its warehouse's
 * Neto (quoteOrder in the domain).
 */
export const DesgloseAlmacen = z.object({
  CodigoAlmacen: z.string(),
  DescripcionAlmacen: z.string(),
  Stock: z.string(),
  Precio: z.number(),
  /** The discount in % the member gives the caller's member (0 when it is not a customer). */
  Dto: z.number(),
  Neto: z.number(),
});
export type DesgloseAlmacen = z.infer<typeof DesgloseAlmacen>;

/** An order line as the browser sends it (001 §3 Order line). */
export const LineaPedido = z.object({
  CifAsociado: z.string().min(1).max(20),
  CodigoAlmacen: z.string().min(1).max(20),
  Referencia: z.string().min(1).max(60),
  Cantidad: z.number().int().min(1).max(9999),
});
export type LineaPedido = z.infer<typeof LineaPedido>;

/** GenerarPedido's answer: codError 1 with MsgError when the order was refused, else the order number. */
export const RespuestaPedido = z.object({
  codError: z.number().int(),
  MsgError: z.string(),
  PedidoGenerado: z.string(),
});
export type RespuestaPedido = z.infer<typeof RespuestaPedido>;

/** The life of an order between members (beyond the spec: 'Mis pedidos'). */
export const ESTADOS_PEDIDO = ['pendiente', 'aceptado', 'preparado', 'recogido', 'cancelado'] as const;
export const EstadoPedido = z.enum(ESTADOS_PEDIDO);
export type EstadoPedido = z.infer<typeof EstadoPedido>;

/** An order in 'Mis pedidos': placed by the caller's member (realizado) or received by it (recibido). */
export const Pedido = z.object({
  PED_ID: z.number().int(),
  /** The order number shown to both members, e.g. 'P26-000123'. */
  PED_NUMERO: z.string(),
  /** ISO date and time the order was placed. */
  PED_FECHA: z.string(),
  PED_ESTADO: EstadoPedido,
  /** ISO date and time of the last change of state. */
  PED_FECHA_ESTADO: z.string(),
  /** The buying member. */
  COMPRADOR_NOMBRE: z.string(),
  COMPRADOR_CIF: z.string(),
  /** The selling member. */
  VENDEDOR_NOMBRE: z.string(),
  VENDEDOR_CIF: z.string(),
  /** Full name of the user who placed it (NombreUsuario + Apellidos). */
  PED_PEDIDO_POR: z.string(),
  PED_OBSERVACIONES: z.string(),
  PED_SU_PEDIDO: z.string(),
  /** The pickup point chosen: name and address in one line. */
  PED_PUNTO_RECOGIDA: z.string(),
  /** Number of lines and of units, and the total at net prices. */
  PED_LINEAS: z.number().int(),
  PED_UNIDADES: z.number().int(),
  PED_TOTAL: z.number(),
  /** Whether the caller's member placed it (true) or received it (false). */
  PED_REALIZADO: z.boolean(),
});
export type Pedido = z.infer<typeof Pedido>;

/** A line of a stored order. */
export const LineaPedidoGuardada = z.object({
  Referencia: z.string(),
  Marca: z.string(),
  Descripcion: z.string(),
  CodigoAlmacen: z.string(),
  DescripcionAlmacen: z.string(),
  Cantidad: z.number().int(),
  Precio: z.number(),
  Dto: z.number(),
  Neto: z.number(),
});
export type LineaPedidoGuardada = z.infer<typeof LineaPedidoGuardada>;

/** One change of state of an order. */
export const CambioPedido = z.object({
  Estado: EstadoPedido,
  Fecha: z.string(),
  Usuario: z.string(),
});
export type CambioPedido = z.infer<typeof CambioPedido>;

/** An order with its lines and its history. */
export const PedidoDetalle = Pedido.extend({
  Lineas: z.array(LineaPedidoGuardada),
  Historial: z.array(CambioPedido),
});
export type PedidoDetalle = z.infer<typeof PedidoDetalle>;

/** The member holding an article in the tyre, lubricant and battery lists (001 §3 socio.SOC_NOMBRE). */
export const SocioOferta = z.object({ SOC_NOMBRE: z.string(), SOC_CIF: z.string() });
export type SocioOferta = z.infer<typeof SocioOferta>;

/**
 * What a tyre, lubricant and battery row carries to be bought from its member (beyond the spec's fields): the brand
 * number for the stock calls and the offer's price, discount and PermisoCompra for the caller's member.
 */
const offerFields = {
  IdMarca: z.number().int(),
  Precio: z.number(),
  Dto: z.number(),
  Neto: z.number(),
  PermisoCompra: TextBoolean,
};

/** A tyre held by a member (001 §3 Tyre). Stock is the member's units (at least 1: rows below 1 are not sent). */
export const Neumatico = z.object({
  Ref: z.string(),
  RefComercial: z.string(),
  Marca: z.string(),
  Descripcion: z.string(),
  Stock: z.number().int(),
  Invierno: z.boolean(),
  /** Beyond the spec: the tyre's season as the catalogue writes it ('Verano', 'Invierno', 'Todas las estaciones'); '' when unknown. */
  Temporada: z.string().optional(),
  socio: SocioOferta,
  /** EU label: fuel efficiency class A–G, wet grip class A–G, external rolling noise in dB and its waves (1–3). */
  AhorroCarburante: z.string(),
  Adherencia: z.string(),
  RuidoExterior: z.number().int(),
  NumOndas: z.number().int(),
  ...offerFields,
});
export type Neumatico = z.infer<typeof Neumatico>;

/** A lubricant held by a member (001 §3 Lubricant: the tyre's fields plus Viscosidad). */
export const Lubricante = Neumatico.extend({ Viscosidad: z.string() });
export type Lubricante = z.infer<typeof Lubricante>;

/** A battery held by a member (001 §3 Battery). */
export const Bateria = z.object({
  RefComercial: z.string(),
  Marca: z.string(),
  Ref: z.string(),
  Descripcion: z.string(),
  /** Cold cranking current in A (EN). */
  PotenciaArranque: z.number().int(),
  Voltaje: z.number().int(),
  /** Capacity in Ah. */
  Amperios: z.number().int(),
  PositivoDerecha: z.boolean(),
  Stock: z.number().int(),
  socio: SocioOferta,
  ...offerFields,
});
export type Bateria = z.infer<typeof Bateria>;

/** A warehouse of the caller's member with what it holds (Mi stock). */
export const ResumenAlmacen = z.object({
  CodigoAlmacen: z.string(),
  DescripcionAlmacen: z.string(),
  Referencias: z.number().int(),
  Unidades: z.number().int(),
});
export type ResumenAlmacen = z.infer<typeof ResumenAlmacen>;

/** The caller's member's published stock: its warehouses and when it was last imported. */
export const ResumenStock = z.object({
  Almacenes: z.array(ResumenAlmacen),
  Referencias: z.number().int(),
  Unidades: z.number().int(),
  /** ISO date and time of the last import, or null when never imported. */
  Actualizado: z.string().nullable(),
});
export type ResumenStock = z.infer<typeof ResumenStock>;
