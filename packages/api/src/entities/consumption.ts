import { z } from 'zod';

/**
 * One line of a consumption report (001 §3 Consumption line). TIPO 0 detail, 1 the member's total, 2 a first-level
 * subtotal, 3 the whole group's total, 4 a second-level subtotal (reports of three levels). The names of the levels
 * the line is grouped by are set (with their ids, ours, for links); the others are null. Figures cover the months
 * asked for in the year (cut at the current month in the current year) and the same months of the previous year.
 */
export const LineaConsumo = z.object({
  TIPO: z.number().int().min(0).max(4),
  ID_PROVEEDOR: z.number().int().nullable(),
  PROVEEDOR: z.string().nullable(),
  ID_FAMILIA: z.number().int().nullable(),
  FAMILIA: z.string().nullable(),
  ID_SUBFAMILIA: z.number().int().nullable(),
  SUBFAMILIA: z.string().nullable(),
  ID_MARCA: z.number().int().nullable(),
  MARCA: z.string().nullable(),
  IMPORTE: z.number(),
  CANTIDAD: z.number(),
  IMPORTE_ANTERIOR: z.number(),
  CANTIDAD_ANTERIOR: z.number(),
  /** This year's amount over the months counted × 12; null when no month counts. */
  IMPORTE_PREVISION: z.number().nullable(),
  /** The same forecast in units (ours: the units mode shows it). */
  CANTIDAD_PREVISION: z.number().nullable(),
  /** IMPORTE as a % of IMPORTE_ANTERIOR (year to date); null without a previous amount. */
  CIENTO_AC: z.number().nullable(),
  /** IMPORTE as a % of the report's total (TIPO 1); null when the total is 0. */
  CIENTO_TOT: z.number().nullable(),
});
export type LineaConsumo = z.infer<typeof LineaConsumo>;

/** A country of the consumption filter (001 §3 Country). */
export const PaisConsumo = z.object({ PAI_ID: z.number().int(), PAI_DESCRIPCION: z.string() });
export type PaisConsumo = z.infer<typeof PaisConsumo>;
