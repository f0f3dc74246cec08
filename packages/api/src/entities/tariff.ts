import { z } from 'zod';

/**
 * One line of a brand tariff (001 §3 Tariff line): reference, description, family (the subfamily's name), PVP, the
 * reference's sales ranking within the brand (1 = best seller), the cumulative share of the brand's sales up to it
 * (%), the date its price applies from (DD/MM/YYYY) — each null when the tariff does not give it — and the number of pages of the list asked for.
 */
export const LineaTarifa = z.object({
  REFERENCIA: z.string(),
  DESCRIPCION: z.string(),
  FAMILIA: z.string(),
  PVP: z.number(),
  RANKING: z.number().int().nullable(),
  ACUMULADO: z.number().nullable(),
  FECHA_VIGENCIA: z.string().nullable(),
  TOTAL_PAGINAS: z.number().int(),
});
export type LineaTarifa = z.infer<typeof LineaTarifa>;

/** One line of a net price list: the tariff line with the group's net price in the chosen list (null: none there). */
export const LineaTarifaNeto = LineaTarifa.extend({ NETO: z.number().nullable() });
export type LineaTarifaNeto = z.infer<typeof LineaTarifaNeto>;

/** A supplier's buying price list for a brand (001 §3 Buying price list). */
export const TarifaCompra = z.object({ PRVTARCOM_ID: z.number().int(), PRVTARCOM_DESCRIPCION: z.string() });
export type TarifaCompra = z.infer<typeof TarifaCompra>;

/**
 * One price update of a supplier's brand (001 §3 Price update history): P partial, C complete, F future, its date
 * (DD/MM/YYYY), the brand, and how many references it changed (NUM_LINEAS, the Fechas modal's brand count).
 */
export const ActualizacionTarifa = z.object({
  HIS_ID: z.number().int(),
  HIS_TIPO_TAR: z.enum(['P', 'C', 'F']),
  HIS_FECHA_ACTUALIZACION: z.string(),
  MAR_ID: z.number().int(),
  MAR_NOMBRE: z.string(),
  PRV_ID: z.number().int(),
  NUM_LINEAS: z.number().int(),
});
export type ActualizacionTarifa = z.infer<typeof ActualizacionTarifa>;

/** How many price updates of a type one day has (the Fechas modal's counts, without reading every update). */
export const DiaActualizaciones = z.object({
  HIS_TIPO_TAR: z.enum(['P', 'C', 'F']),
  HIS_FECHA_ACTUALIZACION: z.string(),
  NUM_ACTUALIZACIONES: z.number().int(),
});
export type DiaActualizaciones = z.infer<typeof DiaActualizaciones>;

/**
 * One changed reference of a price update (001 §3 Update line): old and new PVP and group net with their difference
 * in euros and percent (null where there was no old value or no net), the date the new price applies from, and how
 * many lines the update has in all (TOTAL_LINEAS, with the reference search applied).
 */
export const LineaActualizacion = z.object({
  ART_REFERENCIA: z.string(),
  ART_DESCRIPCION: z.string(),
  SFA_NOMBRE: z.string(),
  PVP_ANTERIOR: z.number().nullable(),
  TAR_PVP: z.number(),
  PVP_DIFERENCIA: z.number().nullable(),
  PVP_CIENTO_DIFERENCIA: z.number().nullable(),
  NETO_ANTERIOR: z.number().nullable(),
  TAR_NETO: z.number().nullable(),
  NETO_DIFERENCIA: z.number().nullable(),
  NETO_CIENTO_DIFERENCIA: z.number().nullable(),
  TAR_FECHA_VIGENCIA: z.string(),
  TOTAL_LINEAS: z.number().int(),
});
export type LineaActualizacion = z.infer<typeof LineaActualizacion>;

/**
 * A product of a supplier's brand (001 §3 Product) with what the member and the whole group bought of it this year
 * and last year (euros).
 */
export const ProductoProveedor = z.object({
  PRVPRO_ID: z.number().int(),
  PRVPRO_ID_PRODUCTO: z.number().int(),
  PRD_ID_FAMILIA: z.number().int(),
  PRD_DESCRIPCION: z.string(),
  TOTAL_CONSUMO_SOCIO: z.number(),
  TOTAL_CONSUMO_SOCIO_ANTERIOR: z.number(),
  TOTAL_CONSUMO_GRUPO: z.number(),
  TOTAL_CONSUMO_GRUPO_ANTERIOR: z.number(),
});
export type ProductoProveedor = z.infer<typeof ProductoProveedor>;

/** One scale of a product condition: consumption from CNDSE_INI to CNDSE_FIN (none: no limit) gives CNDSE_VALOR %. */
export const EscaladoCondicion = z.object({
  CNDSE_ID: z.number().int(),
  CNDSE_INI: z.number(),
  CNDSE_FIN: z.number().nullable(),
  CNDSE_VALOR: z.number(),
  /** True on the scale the member's consumption of the year asked for falls in. */
  rangoUsuario: z.boolean(),
});
export type EscaladoCondicion = z.infer<typeof EscaladoCondicion>;

/** A product condition (001 §3): CNDS_TIPO 2 has scales (ESCALADOS; empty otherwise). */
export const CondicionProducto = z.object({
  CNDS_ID: z.number().int(),
  CNDS_TITULO: z.string(),
  CNDS_TIPO: z.number().int(),
  ESCALADOS: z.array(EscaladoCondicion),
});
export type CondicionProducto = z.infer<typeof CondicionProducto>;
