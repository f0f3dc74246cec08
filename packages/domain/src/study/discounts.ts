/**
 * Per-brand discounts of a market study (spec 000 §3, §8, §9): the discount values are read from DTO, or from
 * DTO_MAX in maximums mode; FORM_PVP and FORM_NETO combine them through {id} placeholders; a brand without formula
 * reads 'No se encontró fórmula.'; a formula that fails reads 'Error al calcular PVP' / 'Error al calcular NETO'.
 *
 * Choices:
 * - Discount values and formula results are PERCENTAGES (35 means 35 %), as the Descuentos tab edits them with the
 *   percentage input; the rate applied to prices is result / 100. Results are not clamped.
 * - A discount with no value (null DTO, or null DTO_MAX in maximums mode) counts as 0.
 * - {id} looks up the discount id among ALL discounts of the study (ids are unique); an unknown id fails the formula.
 * - A brand with no formulas row, or an empty FORM_PVP / FORM_NETO, reads 'No se encontró fórmula.' for that
 *   price; any failure leaves a 0 discount for that price, so the study still computes (and shows the message).
 * - priceTypeOf: TIPO_PRECIO 1 or 2, anything else (missing) → 0.
 */
import { DISCOUNT_MAX } from '../validation/percentInput';
import { compileFormula, FormulaError } from './formula';
import type { BrandId, StudyDiscount, StudyFormulaRow } from './types';

/** The study's discount messages, verbatim. */
export const STUDY_MESSAGES = {
  noFormula: 'No se encontró fórmula.',
  pvpError: 'Error al calcular PVP',
  netoError: 'Error al calcular NETO',
} as const;

/** The result of one formula: its percentage, or the Spanish message shown instead. */
export type FormulaOutcome = { readonly ok: true; readonly percent: number } | { readonly ok: false; readonly message: string };

/** A brand's combined discounts and the rates applied to its prices. */
export interface BrandDiscounts {
  readonly brand: string;
  readonly pvp: FormulaOutcome;
  readonly neto: FormulaOutcome;
  /** PVP discount as a fraction (0 when the formula is missing or failed). */
  readonly pvpRate: number;
  /** NETO discount as a fraction (0 when the formula is missing or failed). */
  readonly netoRate: number;
}

/** The price type of a discount: 1 PVP, 2 NETO, 0 when missing or unknown. */
export function priceTypeOf(discount: Pick<StudyDiscount, 'TIPO_PRECIO'>): 0 | 1 | 2 {
  const t = discount.TIPO_PRECIO;
  return t === 1 || t === 2 ? t : 0;
}

/** The value of a discount in the chosen mode (DTO, or DTO_MAX for maximums), 0 when missing. */
export function discountValue(discount: StudyDiscount, maximos: boolean): number {
  const v = maximos ? discount.DTO_MAX : discount.DTO;
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

function outcome(source: string | null | undefined, lookup: (id: string) => number | undefined, errorMessage: string): FormulaOutcome {
  if (source == null || source.trim() === '') return { ok: false, message: STUDY_MESSAGES.noFormula };
  const compiled = compileFormula(source);
  if (!compiled.ok) return { ok: false, message: errorMessage };
  try {
    return { ok: true, percent: compiled.formula.evaluate(lookup) };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, message: errorMessage };
    throw error;
  }
}

/** Prepares the discount values and formulas once; the returned function computes one brand's discounts. */
export function brandDiscountResolver(
  descuentos: readonly StudyDiscount[],
  formulas: readonly StudyFormulaRow[],
  maximos: boolean,
): (brand: BrandId) => BrandDiscounts {
  const values = new Map<string, number>();
  for (const d of descuentos) values.set(String(d.ID).trim(), discountValue(d, maximos));
  const lookup = (id: string) => values.get(id);
  const byBrand = new Map<string, StudyFormulaRow>();
  for (const f of formulas) if (!byBrand.has(String(f.MARCA))) byBrand.set(String(f.MARCA), f);
  return (b) => {
    const brand = String(b);
    const row = byBrand.get(brand);
    const pvp = outcome(row?.FORM_PVP, lookup, STUDY_MESSAGES.pvpError);
    const neto = outcome(row?.FORM_NETO, lookup, STUDY_MESSAGES.netoError);
    return { brand, pvp, neto, pvpRate: pvp.ok ? pvp.percent / 100 : 0, netoRate: neto.ok ? neto.percent / 100 : 0 };
  };
}

/** Computes every brand's PVP and NETO discounts once, for the given brands. */
export function computeBrandDiscounts(
  brands: readonly BrandId[],
  descuentos: readonly StudyDiscount[],
  formulas: readonly StudyFormulaRow[],
  maximos: boolean,
): Map<string, BrandDiscounts> {
  const resolve = brandDiscountResolver(descuentos, formulas, maximos);
  return new Map(brands.map((b) => [String(b), resolve(b)]));
}

/**
 * The discounts with the user's edits applied, for recalculation. An edit is the value typed, or null while the
 * field's text is invalid: an invalid edit (null, negative, above DISCOUNT_MAX or not a number) is NOT used and the
 * study's own value counts until the text is valid again.
 */
export function applyDiscountEdits(
  descuentos: readonly StudyDiscount[],
  edits: ReadonlyMap<number | string, number | null>,
  maximos: boolean,
): readonly StudyDiscount[] {
  let out = descuentos;
  for (const [id, value] of edits) {
    if (value === null || !Number.isFinite(value) || value < 0 || value > DISCOUNT_MAX) continue;
    out = withDiscountEdited(out, id, value, maximos);
  }
  return out;
}

/** Returns the discounts with one value edited (DTO, or DTO_MAX in maximums mode), for recalculation. */
export function withDiscountEdited(descuentos: readonly StudyDiscount[], id: number | string, value: number, maximos: boolean): StudyDiscount[] {
  return descuentos.map((d) => (String(d.ID) === String(id) ? (maximos ? { ...d, DTO_MAX: value } : { ...d, DTO: value }) : d));
}
