import { z } from 'zod';
import { PERMISSION_COLUMN_NAMES, type PermissionColumn, Permisos } from './permissions';

const permissionFlags = Object.fromEntries(PERMISSION_COLUMN_NAMES.map((c) => [c, z.boolean()])) as Record<PermissionColumn, z.ZodBoolean>;

/** A user as the portal sees it (001 §3 User). The password never leaves the server. */
export const Usuario = z.object({
  USR_ID: z.number().int(),
  USR_NOMBRE: z.string(),
  USR_APELLIDOS: z.string(),
  USR_MAIL: z.string(),
  USR_CLAVE: z.string(),
  USR_ULTVISIT: z.string().nullable(),
  USR_ID_IDIOMA: z.number().int(),
  USR_ID_SOCIO: z.number().int(),
  USR_ID_DOCUMENTO: z.number().int().nullable(),
  USR_ADMINISTRAR_CUENTAS: z.boolean(),
  ...permissionFlags,
});
export type Usuario = z.infer<typeof Usuario>;

/** Favourite kinds: N news, P supplier, D document. */
export const FavTipo = z.enum(['N', 'P', 'D']);
export type FavTipo = z.infer<typeof FavTipo>;

const favouriteBase = {
  FAV_ID: z.number().int(),
  FAV_ID_ENTIDAD: z.number().int(),
  FAV_FECHA_ADD: z.string(),
};

/** A favourite news item (000 §3 Favourite). */
export const FavoritoNoticia = z.object({
  ...favouriteBase,
  FAV_TIPO: z.literal('N'),
  NOT_TITULO: z.string(),
  NOT_FECHA_PUBLICACION: z.string(),
});
export type FavoritoNoticia = z.infer<typeof FavoritoNoticia>;

/** A favourite supplier with its brands. */
export const FavoritoProveedor = z.object({
  ...favouriteBase,
  FAV_TIPO: z.literal('P'),
  PRV_RAZON_SOCIAL: z.string(),
  MARCAS: z.array(z.object({ PRVMAR_ID_MARCA: z.number().int(), MAR_NOMBRE: z.string() })),
});
export type FavoritoProveedor = z.infer<typeof FavoritoProveedor>;

/** A favourite document. */
export const FavoritoDocumento = z.object({
  ...favouriteBase,
  FAV_TIPO: z.literal('D'),
  DOC_ID_DOCUMENTO: z.number().int(),
  DOC_NOMBRE: z.string(),
  TDO_NOMBRE: z.string(),
});
export type FavoritoDocumento = z.infer<typeof FavoritoDocumento>;

/** The user's favourites, by kind. */
export const Favoritos = z.object({
  NoticiasFavoritas: z.array(FavoritoNoticia),
  ProveedoresFavoritos: z.array(FavoritoProveedor),
  DocumentosFavoritos: z.array(FavoritoDocumento),
});
export type Favoritos = z.infer<typeof Favoritos>;

/** A contact of the user's address book (000 §3 Contact). Phones are digit strings. */
export const Contacto = z.object({
  CONT_ID: z.number().int(),
  CONT_NOMBRE: z.string(),
  CONT_MAIL: z.string(),
  CONT_TELEFONO: z.string().nullable(),
  CONT_MOVIL: z.string().nullable(),
  CONT_ID_GRUPO_CONTACTO: z.number().int().nullable(),
});
export type Contacto = z.infer<typeof Contacto>;

/** Everything the portal holds about the logged-in user (000 §3 User configuration). */
export const UserConfig = z.object({
  usuario: Usuario,
  favoritos: Favoritos,
  contactos: z.array(Contacto),
  Permisos,
  pais: z.string(),
  NombreUsuario: z.string(),
  Apellidos: z.string(),
  socio_desc: z.string(),
});
export type UserConfig = z.infer<typeof UserConfig>;
