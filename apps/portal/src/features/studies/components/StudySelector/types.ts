/** A buying price list a compared brand can be priced with. */
export interface StudyTariffOption {
  /** idTarifa. */
  idTarifa: number;
  /** nombreTarifa. */
  nombreTarifa: string;
}

/** A brand a study compares with its own brand (spec 000 §3 Market study). */
export interface ComparedBrandOption {
  idMarcaComp: number;
  nombreMarcaComp: string;
  idProveedorComp: number;
  nombreProveedorComp: string;
  /** Its tariffs, the first one chosen by default. */
  tarifas: readonly StudyTariffOption[];
}

/** A market study as the selector lists it. */
export interface StudyOption {
  id: number;
  descripcion: string;
  nombreMarca: string;
  nombreProveedor: string;
  /** The compared brands, in order. */
  marcasComparadas: readonly ComparedBrandOption[];
}

/** The selection of one compared brand: marca, tarifa, incluida (spec 000 §3). */
export interface BrandSelection {
  marca: number;
  tarifa: number | null;
  incluida: boolean;
}

/** What 'Visualizar estudio' hands to the study page. */
export interface StudyViewRequest {
  study: StudyOption;
  selections: readonly BrandSelection[];
  maximos: boolean;
}

/** Every compared brand included with its first tariff (what choosing a study does). */
export function initialSelections(study: StudyOption): BrandSelection[] {
  return study.marcasComparadas.map((b) => ({ marca: b.idMarcaComp, tarifa: b.tarifas[0]?.idTarifa ?? null, incluida: true }));
}
