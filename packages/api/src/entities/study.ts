import { z } from 'zod';
import { wireId } from '../wire';

/**
 * Market-study entities (spec 000 §3 Market study, Study data returned). Wire names as the spec writes them:
 * camelCase for the study list, upper case for the records. Numbers travel as JSON numbers.
 */

/**
 * One flat row of GetEstudios: a study × one of its compared brands × one tariff of that brand (the portal groups
 * them). idTarifa/nombreTarifa are null when the compared brand has no purchase tariff.
 */
export const EstudioFila = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  idMarca: z.number().int(),
  nombreMarca: z.string(),
  idProveedor: z.number().int(),
  nombreProveedor: z.string(),
  idMarcaComp: z.number().int(),
  nombreMarcaComp: z.string(),
  idProveedorComp: z.number().int(),
  nombreProveedorComp: z.string(),
  idTarifa: z.number().int().nullable(),
  nombreTarifa: z.string().nullable(),
});
export type EstudioFila = z.infer<typeof EstudioFila>;

/**
 * One reference row of one brand in one line of the study (referencias). TIPO: 1 the study's brand, 2 a competitor.
 * The spec also lists ID_PROVEEDOR; the page never reads it, so it is not sent (send what the screen uses).
 */
export const EstudioReferencia = z.object({
  ID_LINEA: z.number().int(),
  ID_MARCA: z.number().int(),
  MAR_NOMBRE: z.string(),
  REFERENCIA: z.string(),
  DESCRIPCION: z.string(),
  PVP: z.number(),
  NETO: z.number(),
  TIPO: z.number().int(),
  PORCENTAJE: z.number(),
  ACUMULADO: z.number(),
});
export type EstudioReferencia = z.infer<typeof EstudioReferencia>;

/**
 * One discount group of a brand (descuentos). TIPO_PRECIO 1 PVP, 2 NETO. ID_CONDICION, when set, names the product
 * condition whose scales give the discount for the member's consumption (GetDescuentoCondicion with TOTAL_CONSUMO).
 */
export const EstudioDescuento = z.object({
  MARCA: z.number().int(),
  ID: z.number().int(),
  TIPO_PRECIO: z.number().int().nullable(),
  DTO: z.number().nullable(),
  DTO_MAX: z.number().nullable(),
  TITULO: z.string(),
  DESCRIPCION: z.string().nullable(),
  ORDEN: z.number().int(),
  TOTAL_CONSUMO: z.number(),
  CNDS_NOMBRE_MARCA: z.string().nullable(),
  ID_CONDICION: z.number().int().nullable(),
});
export type EstudioDescuento = z.infer<typeof EstudioDescuento>;

/** The formulas of a brand, with {id} placeholders standing for discount ids (formulas). */
export const EstudioFormula = z.object({
  MARCA: z.number().int(),
  FORM_PVP: z.string().nullable(),
  FORM_NETO: z.string().nullable(),
});
export type EstudioFormula = z.infer<typeof EstudioFormula>;

/** One row of the consumption table (cuadroConsumos): I the member, G the group; MARCA a brand or 'TOTAL SUBFAMILIA'. */
export const EstudioConsumo = z.object({
  TIPO: z.enum(['I', 'G']),
  MARCA: z.string(),
  CONSUMO: z.number(),
});
export type EstudioConsumo = z.infer<typeof EstudioConsumo>;

/** Everything the study page loads. */
export const EstudioRegistros = z.object({
  referencias: z.array(EstudioReferencia),
  descuentos: z.array(EstudioDescuento),
  formulas: z.array(EstudioFormula),
  cuadroConsumos: z.array(EstudioConsumo),
});
export type EstudioRegistros = z.infer<typeof EstudioRegistros>;

/** Largest number of compared brands one request may name. */
export const STUDY_MAX_BRANDS = 50;

/** Body of GetEstudiosRegistros: the study, the included compared brands and the tariff chosen for each (same order). */
export const EstudioRegistrosPeticion = z
  .object({
    id: wireId,
    idMarcas: z.array(wireId).min(1).max(STUDY_MAX_BRANDS),
    idTarifas: z.array(wireId).min(1).max(STUDY_MAX_BRANDS),
  })
  .refine((b) => b.idMarcas.length === b.idTarifas.length, { path: ['idTarifas'], message: 'one tariff per brand' })
  .refine((b) => new Set(b.idMarcas).size === b.idMarcas.length, { path: ['idMarcas'], message: 'repeated brand' });
export type EstudioRegistrosPeticion = z.infer<typeof EstudioRegistrosPeticion>;

/** Body of GetDescuentoCondicion: the condition, the member's consumption and the maximums flag. */
export const DescuentoCondicionPeticion = z.object({
  IdCondicion: wireId,
  Consumo: z.number().finite().min(0).max(1e12),
  IsMaximo: z.boolean(),
});
export type DescuentoCondicionPeticion = z.infer<typeof DescuentoCondicionPeticion>;
