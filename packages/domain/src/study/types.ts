/**
 * The records of a market study as /EstudiosMercado/GetEstudiosRegistros returns them (spec 000 §3), with the
 * wire field names kept. Brand ids are compared as text, so 12 and '12' are the same brand.
 */

/** A brand id as the server sends it. */
export type BrandId = number | string;

/** One reference line of one brand (referencias). DESCRIPCION is optional: the spec lists none (see sortStudyRows). */
export interface StudyReference {
  readonly ID_LINEA: number | string;
  readonly ID_MARCA: BrandId;
  readonly MAR_NOMBRE: string;
  readonly ID_PROVEEDOR?: number | string | null;
  readonly REFERENCIA: string;
  readonly PVP: number | null;
  readonly NETO: number | null;
  readonly TIPO?: number | string | null;
  readonly PORCENTAJE: number | null;
  readonly ACUMULADO: number | null;
  readonly DESCRIPCION?: string | null;
}

/** One discount of a brand (descuentos). TIPO_PRECIO 1 = PVP, 2 = NETO; missing → 0. */
export interface StudyDiscount {
  readonly MARCA: BrandId;
  readonly ID: number | string;
  readonly TIPO_PRECIO?: number | null;
  readonly DTO: number | null;
  readonly DTO_MAX?: number | null;
  readonly TITULO?: string | null;
  readonly DESCRIPCION?: string | null;
  readonly ORDEN?: number | null;
  readonly TOTAL_CONSUMO?: number | null;
  readonly CNDS_NOMBRE_MARCA?: string | null;
}

/** The formulas of a brand (formulas), with {id} placeholders standing for discount ids. */
export interface StudyFormulaRow {
  readonly MARCA: BrandId;
  readonly FORM_PVP: string | null;
  readonly FORM_NETO: string | null;
}

/** One row of the consumption table (cuadroConsumos); MARCA is a brand name or 'TOTAL SUBFAMILIA'. */
export interface StudyConsumptionRow {
  readonly TIPO: 'I' | 'G' | string;
  readonly MARCA: string;
  readonly CONSUMO: number | null;
}

/** Everything the study page loads. */
export interface StudyRecords {
  readonly referencias: readonly StudyReference[];
  readonly descuentos: readonly StudyDiscount[];
  readonly formulas: readonly StudyFormulaRow[];
  readonly cuadroConsumos: readonly StudyConsumptionRow[];
}

/** What the user chose: maximums mode and the included brands (undefined: every brand in the records). */
export interface StudySelection {
  readonly maximos: boolean;
  readonly includedBrands?: readonly BrandId[];
}
