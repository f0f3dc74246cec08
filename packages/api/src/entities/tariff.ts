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
