import { z } from 'zod';
import { IMAGE_BASE64_MAX } from '../entities/common';
import { answer, answerOrRefusal, wireId, wireText } from '../wire';
import { MEMBER_LIST_MAX, PROMOTION_LIST_MAX } from '../listBounds';
import { promotionEndpoint } from './paging';

/**
 * The member's image gallery and its categories (001 §2.18 Images and Image categories, §3 Image / Image category,
 * §7 Promotions). Everything belongs to the caller's member; the gallery also lists the images other members share
 * with the group, marked `Grupo` and read-only. Permission Promociones on every call (403 without it).
 */

/**
 * Longest text the wire accepts in a category or image name. The real limits are the server's (an `ok: false` answer
 * with a Spanish text rather than a bare 400); this bound only keeps absurd bodies out.
 */
const WIRE_TEXT_MAX = 1000;
const text = wireText(WIRE_TEXT_MAX);

/** An image category of the member (001 §3 Image category). */
export const CategoriaImagen = z.object({
  CIMG_ID: z.number().int(),
  CIMG_NOMBRE: z.string(),
});
export type CategoriaImagen = z.infer<typeof CategoriaImagen>;

/**
 * An image of the gallery as listed (001 §3 Image, without IMG_BYTES: the data comes from GetImagenBase64 or the
 * download of kind 9 with IMG_ID). IMG_RESOLUCION is 'W x H' read from the file; IMG_COMPARTIDA says whether the
 * owner shares it with the group; Grupo marks another member's shared image (read-only; its category is the other
 * member's, so IMG_ID_CATEGORIA is null there).
 */
export const Imagen = z.object({
  IMG_ID: z.number().int(),
  IMG_NOMBRE: z.string(),
  IMG_ID_CATEGORIA: z.number().int().nullable(),
  IMG_ID_SOCIO: z.number().int(),
  IMG_RESOLUCION: z.string(),
  IMG_EXTENSION: z.string(),
  IMG_COMPARTIDA: z.boolean(),
  Grupo: z.boolean(),
});
export type Imagen = z.infer<typeof Imagen>;

/** CategoriasImagenes/ActualizarRegistro's body: Accion 0 adds, 1 renames (CIMG_ID), 2 deletes (only CIMG_ID). */
export const CategoriaImagenCambio = z.discriminatedUnion('Accion', [
  z.object({ Accion: z.literal(0), Reg: z.object({ CIMG_NOMBRE: text }) }),
  z.object({ Accion: z.literal(1), Reg: z.object({ CIMG_ID: wireId, CIMG_NOMBRE: text }) }),
  z.object({ Accion: z.literal(2), Reg: z.object({ CIMG_ID: wireId }) }),
]);
export type CategoriaImagenCambio = z.infer<typeof CategoriaImagenCambio>;

/**
 * The image data of an add (IMG_BYTES): base64, or a data URL ('data:image/png;base64,…') as a FileReader gives it.
 * At most 2048 KB of image (001 §9); the server checks the size, the extension and the content again.
 */
const imageBytes = z
  .string()
  .min(1)
  .max(IMAGE_BASE64_MAX + 64);

/** The fields of an image an add or modify sets. */
const ImagenCampos = {
  IMG_NOMBRE: text,
  /** The member's category, or null for none ('Ninguna categoria'). Absent: none on an add, kept on a modify. */
  IMG_ID_CATEGORIA: wireId.nullish(),
  /** Shared with the group (other members see it as Grupo, read-only). Absent on a modify keeps it. */
  IMG_COMPARTIDA: z.boolean().nullish(),
};

/**
 * Imagenes/ActualizarRegistro's body: Accion 0 adds an image (IMG_BYTES and IMG_EXTENSION, jpg or png), 1 modifies
 * one of the member's (name, category, sharing; new IMG_BYTES and IMG_EXTENSION replace the picture), 2 deletes one
 * (only IMG_ID).
 */
export const ImagenCambio = z.discriminatedUnion('Accion', [
  z.object({
    Accion: z.literal(0),
    Reg: z.object({ ...ImagenCampos, IMG_BYTES: imageBytes, IMG_EXTENSION: wireText(10) }),
  }),
  z.object({
    Accion: z.literal(1),
    Reg: z.object({
      IMG_ID: wireId,
      ...ImagenCampos,
      IMG_BYTES: imageBytes.nullish(),
      IMG_EXTENSION: wireText(10).nullish(),
    }),
  }),
  z.object({ Accion: z.literal(2), Reg: z.object({ IMG_ID: wireId }) }),
]);
export type ImagenCambio = z.infer<typeof ImagenCambio>;

/** Body limit of Imagenes/ActualizarRegistro: 2048 KB as base64 plus the fields. */
export const GALLERY_BODY_LIMIT = IMAGE_BASE64_MAX + 64 * 1024;

/**
 * The answer of an ActualizarRegistro here: ok, or `ok: false` with the Spanish reason (nothing changed); valorRetorno
 * is the id of the record added or modified (null on a delete or a refusal).
 */
const CambioAnswer = answerOrRefusal(z.number().int().nullable());

/** The member's image categories (001 §2.18 Mis Categorías de Imágenes). */
export const CategoriasImagenes = {
  /** The member's categories, by name (case- and accent-insensitive). */
  GetCategorias: promotionEndpoint({
    method: 'GET',
    path: '/CategoriasImagenes/GetCategorias',
    maxRows: MEMBER_LIST_MAX,
    foreign: { none: "the caller's member's categories" },
    response: answer(z.array(CategoriaImagen)),
  }),
  /**
   * Adds, renames or deletes a category of the member. Deleting one leaves its images without category ('Ninguna
   * categoria'). Another member's category is 404; a missing, too long or repeated name is `ok: false` with the text.
   */
  ActualizarRegistro: promotionEndpoint({
    method: 'PUT',
    path: '/CategoriasImagenes/ActualizarRegistro',
    foreign: { kind: 'imageCategory', at: 'body.Reg.CIMG_ID' },
    body: CategoriaImagenCambio,
    response: CambioAnswer,
  }),
} as const;

/** The gallery (001 §2.18 Imagenes). */
export const Imagenes = {
  /** The member's images and the images other members share with the group (Grupo), by name; no image data. */
  getImagenes: promotionEndpoint({
    method: 'GET',
    path: '/Imagenes/getImagenes',
    maxRows: PROMOTION_LIST_MAX,
    foreign: { none: "the caller's member's and shared images" },
    response: answer(z.array(Imagen)),
  }),
  /**
   * Adds, modifies or deletes an image of the member. An image must be jpg or png ('No se permiten imágenes con esta
   * extensión.'), at most 2048 KB ('No se permiten imágenes superiores a 2MB.') and really be that kind of image; its
   * resolution is read from the file. Another member's image shared with the group is 403 (read-only), any other
   * member's image or category 404.
   */
  ActualizarRegistro: promotionEndpoint({
    method: 'PUT',
    path: '/Imagenes/ActualizarRegistro',
    foreign: { kind: 'galleryImage', at: 'body.Reg.IMG_ID' },
    body: ImagenCambio,
    bodyLimit: GALLERY_BODY_LIMIT,
    response: CambioAnswer,
  }),
  /**
   * One image's data as a text reply: a data URL ('data:image/png;base64,…') ready for an <img>. The member's own
   * images and those shared with the group; any other id is 404.
   */
  GetImagenBase64: promotionEndpoint({
    method: 'POST',
    path: '/Imagenes/GetImagenBase64',
    foreign: { kind: 'galleryImage', at: 'body.id' },
    body: z.object({ id: wireId }),
    response: z.string(),
  }),
} as const;
