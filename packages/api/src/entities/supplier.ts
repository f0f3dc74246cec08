import { z } from 'zod';
import { wireId, wireText } from '../wire';

/**
 * Supplier and document-library entities (spec 001 §3 Supplier, Supplier conditions, Supplier document, General
 * document). Wire names as the spec writes them; texts the spec does not name follow its CND_/PRVDOC_ prefixes.
 */

/** A brand of a supplier (Marcas). */
export const MarcaProveedor = z.object({ MAR_ID: z.number().int(), MAR_NOMBRE: z.string() });
export type MarcaProveedor = z.infer<typeof MarcaProveedor>;

/** One supplier of GetListado (the directory and the supplier shell). */
export const Proveedor = z.object({
  PRV_ID: z.number().int(),
  PRV_NOMBRE: z.string(),
  PRV_RAZON_SOCIAL: z.string(),
  PRV_URL_WEB: z.string().nullable(),
  PRV_NEXUS: z.boolean(),
  PRV_HOMOLOGADO: z.boolean(),
  PRV_DOMICILIO: z.string().nullable(),
  PRV_CP: z.string().nullable(),
  PRV_POBLACION: z.string().nullable(),
  PRV_PROVINCIA: z.string().nullable(),
  PRV_TELEFONO_1: z.string().nullable(),
  PRV_MAIL: z.string().nullable(),
  /** The logo (download kind 5), or null: the portal shows its fallback. */
  PRV_ID_DOCUMENTO: z.number().int().nullable(),
  CONDICIONES_PENDIENTES: z.boolean(),
  CONSUMOS_PENDIENTES: z.boolean(),
  Marcas: z.array(MarcaProveedor),
});
export type Proveedor = z.infer<typeof Proveedor>;

/** The eight contact roles of a supplier, in the order the conditions show them. */
export const ROLES_CONTACTO = [
  'DIRECTOR_GENERAL',
  'DIRECTOR_COMERCIAL',
  'DIRECTOR_FINANCIERO',
  'DIRECTOR_MARKETING',
  'RESPONSABLE_CONSUMOS',
  'RESPONSABLE_SERVICIO',
  'JEFE_VENTAS',
  'SERVICIO_TECNICO',
] as const;
export const RolContacto = z.enum(ROLES_CONTACTO);
export type RolContacto = z.infer<typeof RolContacto>;

/** One contact role of a supplier: name, e-mail, phone and mobile (each may be missing). */
export const ContactoProveedor = z.object({
  ROL: RolContacto,
  NOMBRE: z.string().nullable(),
  MAIL: z.string().nullable(),
  TELEFONO: z.string().nullable(),
  MOVIL: z.string().nullable(),
});
export type ContactoProveedor = z.infer<typeof ContactoProveedor>;

/** Shipping conditions of one region: paid (portes pagados) and due (portes debidos). */
export const PortesRegion = z.object({ PAGADOS: z.string().nullable(), DEBIDOS: z.string().nullable() });
export type PortesRegion = z.infer<typeof PortesRegion>;

/** The supplier's conditions (ObtenerRegistro): its data, commercial conditions, contacts and conditions PDF. */
export const CondicionesProveedor = z.object({
  PRV_ID: z.number().int(),
  PRV_NOMBRE: z.string(),
  PRV_URL_WEB: z.string().nullable(),
  CND_NIF: z.string().nullable(),
  CND_TELEFONO: z.string().nullable(),
  CND_FAX: z.string().nullable(),
  CND_DIRECCION: z.string().nullable(),
  CND_PROVINCIA: z.string().nullable(),
  CND_POBLACION: z.string().nullable(),
  CND_CP: z.string().nullable(),
  /** The conditions PDF (download kind 1), or null when the supplier has none. */
  CND_ID_DOCUMENTO: z.number().int().nullable(),
  CND_GARANTIA: z.string().nullable(),
  CND_FORMA_PAGO: z.string().nullable(),
  CND_DESCUENTOS: z.string().nullable(),
  CND_DEVOLUCIONES: z.string().nullable(),
  CND_SERVICIO: z.string().nullable(),
  CND_PORTES_PENINSULA: PortesRegion,
  CND_PORTES_BALEARES: PortesRegion,
  CND_PORTES_CANARIAS: PortesRegion,
  CND_PORTES_CEUTA_MELILLA: PortesRegion,
  CND_PORTES_PORTUGAL: PortesRegion,
  CONTACTOS: z.array(ContactoProveedor),
});
export type CondicionesProveedor = z.infer<typeof CondicionesProveedor>;

/** A supplier document: kind D a document of the library (DOC_ID set, download kind 2), DP the supplier's own (kind 1). */
export const DocumentoProveedor = z.object({
  PRVDOC_ID: z.number().int(),
  PRVDOC_ID_DOCUMENTO: z.number().int(),
  PRVDOC_ID_PRV: z.number().int(),
  PRVDOC_NOMBRE: z.string(),
  PRVDOC_DESCRIPCION: z.string().nullable(),
  PRVDOC_TIPO: z.enum(['D', 'DP']),
  /** The library document of a kind D row (favourites of kind D and sharing name it). */
  DOC_ID: z.number().int().nullable(),
  EXTENSION: z.string(),
});
export type DocumentoProveedor = z.infer<typeof DocumentoProveedor>;

/** A document of the library (General document). */
export const Documento = z.object({
  DOC_ID: z.number().int(),
  DOC_ID_DOCUMENTO: z.number().int(),
  DOC_NOMBRE: z.string(),
  DOC_DESCRIPCION: z.string().nullable(),
  /** DD/MM/YYYY. */
  DOC_FECHA_SUBIDA: z.string(),
  DOC_CARD_ID: z.number().int().nullable(),
  CARD_NOMBRE: z.string().nullable(),
  DOC_CAT_ID: z.number().int().nullable(),
  CATD_NOMBRE: z.string().nullable(),
  DOC_TDO_ID: z.number().int(),
  TDO_NOMBRE: z.string(),
  EXTENSION: z.string(),
});
export type Documento = z.infer<typeof Documento>;

/** Folders, categories and file types Documentos/Carpetas answers at most (each). */
export const DOCUMENT_LIBRARY_LISTS_MAX = 500;
/** Documents one answer holds at most (and by default). */
export const DOCUMENTS_PAGE_MAX = 200;
export const DOCUMENTS_PAGE = 100;

/**
 * Documentos/Carpetas: the folders with how many documents each holds, the categories and file types, the first page
 * of the documents (by name) and how many documents there are; the rest is read with GetDocumentos.
 */
export const CarpetasDocumentos = z.object({
  CARPETAS: z.array(z.object({ CARD_ID: z.number().int(), CARD_NOMBRE: z.string(), NUM_DOCUMENTOS: z.number().int() })),
  CATEGORIAS: z.array(z.object({ CATD_ID: z.number().int(), CATD_NOMBRE: z.string() })),
  TIPOS: z.array(z.object({ TDO_ID: z.number().int(), TDO_NOMBRE: z.string() })),
  DOCUMENTOS: z.array(Documento),
  TOTAL_DOCUMENTOS: z.number().int(),
});
export type CarpetasDocumentos = z.infer<typeof CarpetasDocumentos>;

/**
 * Body of Documentos/GetDocumentos: the folder, category and file type (null: any), the search text (name,
 * description, type or category, case and accents ignored), the order (name or upload date, each way), the first
 * document wanted (0-based) and how many.
 */
export const DocumentosPeticion = z.object({
  idCarpeta: wireId.nullish(),
  idCategoria: wireId.nullish(),
  idTipo: wireId.nullish(),
  texto: wireText(200).nullish(),
  orden: z.enum(['name', 'date']).nullish(),
  direccion: z.enum(['asc', 'desc']).nullish(),
  desde: z.number().int().min(0).max(10_000_000).nullish(),
  maxRegistros: z.number().int().min(1).max(DOCUMENTS_PAGE_MAX).nullish(),
});
export type DocumentosPeticion = z.infer<typeof DocumentosPeticion>;
