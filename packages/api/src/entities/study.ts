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
 * One reference row of one brand in one line of the study (referencias, spec 000 §3). TIPO: 1 the study's brand, 2 a
 * competitor; ID_PROVEEDOR the supplier of that brand in the study (the study's own, or the compared brand's).
 */
export const EstudioReferencia = z.object({
  ID_LINEA: z.number().int(),
  ID_MARCA: z.number().int(),
  MAR_NOMBRE: z.string(),
  ID_PROVEEDOR: z.number().int(),
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

/** One brand of the study's figures: its averages and comparison percentages, tiers 1–4 then all rows (5 each). */
export const EstudioResumenMarca = z.object({
  ID_MARCA: z.number().int(),
  MAR_NOMBRE: z.string(),
  PROMEDIOS: z.array(z.number()).length(5),
  PORCENTAJES: z.array(z.number().nullable()).length(5),
});
export type EstudioResumenMarca = z.infer<typeof EstudioResumenMarca>;

/** One column of the percentage table (tiers 1–4, then 0 for all rows): lines compared (Σ B) and Σ A. */
export const EstudioResumenTramo = z.object({
  TRAMO: z.number().int().min(0).max(4),
  LINEAS: z.number().int(),
  TOTAL_A: z.number(),
});
export type EstudioResumenTramo = z.infer<typeof EstudioResumenTramo>;

/** The study's figures, computed by the server over every reference row with the discounts asked for. */
export const EstudioResumen = z.object({
  marcas: z.array(EstudioResumenMarca),
  tramos: z.array(EstudioResumenTramo).length(5),
});
export type EstudioResumen = z.infer<typeof EstudioResumen>;

/**
 * Everything the study page loads. `referencias` is one page (the first `maxRegistros` rows by line and brand; the
 * rest through GetEstudioReferencias), `totalReferencias` how many rows the study has for the chosen brands, and
 * `resumen` the figures of the whole study (the market-study engine run by the server).
 */
export const EstudioRegistros = z.object({
  referencias: z.array(EstudioReferencia),
  descuentos: z.array(EstudioDescuento),
  formulas: z.array(EstudioFormula),
  cuadroConsumos: z.array(EstudioConsumo),
  totalReferencias: z.number().int(),
  resumen: EstudioResumen,
});
export type EstudioRegistros = z.infer<typeof EstudioRegistros>;

/** A reference row of a page of the Referencias tab, with its calculated net and its tier. */
export const EstudioReferenciaCalculada = EstudioReferencia.extend({
  NETO_CALCULADO: z.number(),
  TRAMO: z.number().int().min(1).max(4),
});
export type EstudioReferenciaCalculada = z.infer<typeof EstudioReferenciaCalculada>;

/** Rows of the study's reference table one answer holds at most (and by default). */
export const STUDY_REFERENCES_PAGE_MAX = 500;
export const STUDY_REFERENCES_PAGE = 200;
/** Discount values one request may send at most. */
export const STUDY_MAX_DISCOUNTS = 1_000;

/** Largest number of compared brands one request may name. */
export const STUDY_MAX_BRANDS = 50;

/** The value (percentage) a discount group takes in the study's maths, as the member edited it or its condition gave it. */
export const EstudioValorDescuento = z.object({ ID: wireId, VALOR: z.number().finite().min(0).max(100) });
export type EstudioValorDescuento = z.infer<typeof EstudioValorDescuento>;

/**
 * The selection of a study (the spec's body): the study, the included compared brands and the tariff chosen for each
 * (same order); and how its figures are computed: `maximos` (DTO_MAX instead of DTO) and `valores`, the discount
 * values that replace the stored ones (edited in the Descuentos tab, or given by a condition's scale).
 */
const selection = {
  id: wireId,
  idMarcas: z.array(wireId).min(1).max(STUDY_MAX_BRANDS),
  idTarifas: z.array(wireId).min(1).max(STUDY_MAX_BRANDS),
  maximos: z.boolean().nullish(),
  valores: z.array(EstudioValorDescuento).max(STUDY_MAX_DISCOUNTS).nullish(),
};
type SelectionShape = { idMarcas: readonly number[]; idTarifas: readonly number[] };
/** The checks of every selection: one tariff per brand, no brand twice. */
function checked<T extends z.ZodType<SelectionShape>>(schema: T) {
  return schema
    .refine((b) => b.idMarcas.length === b.idTarifas.length, { path: ['idTarifas'], message: 'one tariff per brand' })
    .refine((b) => new Set(b.idMarcas).size === b.idMarcas.length, { path: ['idMarcas'], message: 'repeated brand' });
}

/** Body of GetEstudiosRegistros: the selection, and how many reference rows the answer carries (200 by default). */
export const EstudioRegistrosPeticion = checked(z.object({ ...selection, maxRegistros: z.number().int().min(0).max(STUDY_REFERENCES_PAGE_MAX).nullish() }));
export type EstudioRegistrosPeticion = z.infer<typeof EstudioRegistrosPeticion>;

/** Orders of the reference table: by line and brand (null), by reference (1) or description (2); ascending 1, descending 2. */
const referencesOrder = {
  orden: z.union([z.literal(1), z.literal(2)]).nullish(),
  direccion: z.union([z.literal(1), z.literal(2)]).nullish(),
};

/** Body of GetEstudioReferencias: the selection, the order, the first row wanted (0-based) and the page size. */
export const EstudioReferenciasPeticion = checked(
  z.object({
    ...selection,
    ...referencesOrder,
    desde: z.number().int().min(0).max(100_000_000).nullish(),
    maxRegistros: z.number().int().min(1).max(STUDY_REFERENCES_PAGE_MAX).nullish(),
  }),
);
export type EstudioReferenciasPeticion = z.infer<typeof EstudioReferenciasPeticion>;

/** Body of ExportarEstudio: the selection and the file format (every reference row, by line and brand). */
export const EstudioExportarPeticion = checked(z.object({ ...selection, formato: z.enum(['csv', 'xlsx']) }));
export type EstudioExportarPeticion = z.infer<typeof EstudioExportarPeticion>;

/** Body of GetDescuentoCondicion: the condition, the member's consumption and the maximums flag. */
export const DescuentoCondicionPeticion = z.object({
  IdCondicion: wireId,
  Consumo: z.number().finite().min(0).max(1e12),
  IsMaximo: z.boolean(),
});
export type DescuentoCondicionPeticion = z.infer<typeof DescuentoCondicionPeticion>;
