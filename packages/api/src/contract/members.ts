import { PLACE_SEARCH_MAX } from '@socios/domain';
import { z } from 'zod';
import { sessionEndpoint } from '../endpoint';
import { ImagenSubida, IMAGE_BASE64_MAX, OkAnswer } from '../entities/common';
import { PuntoVenta, Socio, SocioListado } from '../entities/member';
import { answer, wireId, wireText } from '../wire';
import { GROUP_LIST_MAX, MEMBER_LIST_MAX } from '../listBounds';

/**
 * Longest text the wire accepts in a member or point-of-sale field. The real limits are the domain's
 * (MEMBER_LIMITS, POINT_OF_SALE_LIMITS), checked by the handler so that a refusal is an `ok: false` answer with a
 * Spanish text rather than a bare 400; this bound only keeps absurd bodies out.
 */
const WIRE_TEXT_MAX = 1000;
const text = wireText(WIRE_TEXT_MAX);
const optionalText = text.nullish();
const latitude = z.number().min(-90).max(90).nullish();
const longitude = z.number().min(-180).max(180).nullish();
const zoom = z.number().int().min(0).max(30).nullish();

/** Body limit of the calls that carry an image (2048 KB as base64 plus the fields). */
export const IMAGE_BODY_LIMIT = IMAGE_BASE64_MAX + 64 * 1024;

/** The point-of-sale fields of an add or modify (001 §3 Point of sale). */
const PuntoVentaCampos = {
  SOCPV_NOMBRE: text,
  SOCPV_DIRECCION: optionalText,
  SOCPV_CP: optionalText,
  SOCPV_POBLACION: optionalText,
  SOCPV_PROVINCIA: optionalText,
  SOCPV_TELEFONO: optionalText,
  SOCPV_FAX: optionalText,
  SOCPV_MAIL: optionalText,
  SOCPV_LATITUD: latitude,
  SOCPV_LONGITUD: longitude,
  SOCPV_ZOOM: zoom,
};

/** UpdateSocioPuntoVenta's body: Accion 0 adds, 1 modifies (SOCPV_ID), 2 deletes (only SOCPV_ID). */
export const PuntoVentaCambio = z.discriminatedUnion('Accion', [
  z.object({ Accion: z.literal(0), ...PuntoVentaCampos }),
  z.object({ Accion: z.literal(1), SOCPV_ID: wireId, ...PuntoVentaCampos }),
  z.object({ Accion: z.literal(2), SOCPV_ID: wireId }),
]);
export type PuntoVentaCambio = z.infer<typeof PuntoVentaCambio>;

/** UpdateSocio's body (001 §7): the member fields, Accion 1, the logo kept (SOC_ID_DOCUMENTO) or a new image. */
export const SocioCambio = z.object({
  Accion: z.literal(1),
  SOC_ID: wireId,
  SOC_NOMBRE: text,
  SOC_CONTACTO: optionalText,
  SOC_DIRECCION: optionalText,
  SOC_POBLACION: optionalText,
  SOC_PROVINCIA: optionalText,
  SOC_CP: optionalText,
  SOC_TELEFONO: optionalText,
  SOC_MAIL: optionalText,
  SOC_LATITUD: latitude,
  SOC_LONGITUD: longitude,
  SOC_ZOOM: zoom,
  /** The logo kept: the current id, or null when it was removed. Ignored when `imagen` brings a new one. */
  SOC_ID_DOCUMENTO: wireId.nullable(),
  /** A new logo. */
  imagen: ImagenSubida.nullish(),
});
export type SocioCambio = z.infer<typeof SocioCambio>;

/** The member directory and the caller's own member company with its points of sale (001 §7 Profile and accounts). */
export const SociosOwn = {
  /**
   * Every member of the group with its points of sale, by name (001 §2.15): the directory's list, mosaic, map and
   * CSV. Public data of the group only (no users).
   */
  GetListadoTmp: sessionEndpoint({
    method: 'GET',
    path: '/Socios/GetListadoTmp',
    maxRows: GROUP_LIST_MAX,
    foreign: { none: "the group's public directory" },
    response: answer(z.array(SocioListado)),
  }),
  /**
   * The maps' tile server (MAP_TILE_URL on the server): its URL template and credit, or nulls when there is none and
   * the maps draw the country outlines alone. Read at run time, so a tile server needs no new build of the portal.
   */
  GetMapa: sessionEndpoint({
    method: 'GET',
    path: '/Socios/GetMapa',
    foreign: { none: "the map's tile server" },
    response: answer(z.object({ tileUrl: z.string().nullable(), atribucion: z.string().nullable() })),
  }),
  /**
   * The towns of Spain and Portugal whose name, or a word of it, starts with the text (accents and case ignored), at
   * most PLACE_SEARCH_MAX, to place a pin by typing its town (GeoNames, CC BY 4.0). Fewer than two letters or more
   * than 60 characters is a 400 with the reason in Spanish.
   */
  BuscarLugar: sessionEndpoint({
    method: 'GET',
    path: '/Socios/BuscarLugar/:texto',
    foreign: { none: 'a public list of towns' },
    maxRows: PLACE_SEARCH_MAX,
    params: z.object({ texto: z.string().max(WIRE_TEXT_MAX) }),
    response: answer(
      z.array(
        z.object({
          nombre: z.string(),
          provincia: z.string(),
          pais: z.enum(['ES', 'PT']),
          latitud: z.number().min(-90).max(90),
          longitud: z.number().min(-180).max(180),
        }),
      ),
    ),
  }),
  /** The member company of the logged-in user. */
  GetSocio: sessionEndpoint({
    method: 'GET',
    path: '/Socios/GetSocio',
    foreign: { none: "the caller's own member" },
    response: answer(Socio),
  }),
  /**
   * Saves the caller's member company (account administrators only: 403 otherwise; another member's SOC_ID is 404).
   * A field over its limit or a bad logo is `ok: false` with the reason; nothing is changed then.
   */
  UpdateSocio: sessionEndpoint({
    method: 'POST',
    path: '/Socios/UpdateSocio',
    foreign: { kind: 'member', at: 'body.SOC_ID' },
    body: SocioCambio,
    bodyLimit: IMAGE_BODY_LIMIT,
    response: OkAnswer,
  }),
  /** Points of sale of the logged-in user's member company. */
  GetPuntosVenta: sessionEndpoint({
    method: 'GET',
    path: '/Socios/GetPuntosVenta',
    maxRows: MEMBER_LIST_MAX,
    foreign: { none: "the caller's own member's points of sale" },
    response: answer(z.array(PuntoVenta)),
  }),
  /**
   * Adds, modifies or deletes a point of sale of the caller's member (account administrators only: 403 otherwise;
   * another member's point is 404). A point with orders keeps them: their pickup address was copied into the order.
   */
  UpdateSocioPuntoVenta: sessionEndpoint({
    method: 'POST',
    path: '/Socios/UpdateSocioPuntoVenta',
    foreign: { kind: 'pointOfSale', at: 'body.SOCPV_ID' },
    body: PuntoVentaCambio,
    response: OkAnswer,
  }),
} as const;
