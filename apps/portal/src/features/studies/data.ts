import type { EstudioFila, EstudioRegistros, EstudioResumen, EstudioValorDescuento } from '@socios/api';
import { computeBrandDiscounts, discountValue, type StudyBrandSummary, type StudyDiscount, type StudyFormulaRow, type StudyTierSummary } from '@socios/domain';
import type { BrandSelection, ComparedBrandOption, StudyOption } from './components';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { apiQueryOptions, useApiQuery } from '../../app/query/apiQuery';

/** Groups GetEstudios' flat rows (study × compared brand × tariff) into studies, keeping the server's order. */
export function groupStudies(rows: readonly EstudioFila[]): StudyOption[] {
  const studies = new Map<number, StudyOption & { marcasComparadas: ComparedBrandOption[] }>();
  for (const row of rows) {
    let study = studies.get(row.id);
    if (!study) {
      study = { id: row.id, descripcion: row.descripcion, nombreMarca: row.nombreMarca, nombreProveedor: row.nombreProveedor, marcasComparadas: [] };
      studies.set(row.id, study);
    }
    let brand = study.marcasComparadas.find((b) => b.idMarcaComp === row.idMarcaComp);
    if (!brand) {
      brand = {
        idMarcaComp: row.idMarcaComp,
        nombreMarcaComp: row.nombreMarcaComp,
        idProveedorComp: row.idProveedorComp,
        nombreProveedorComp: row.nombreProveedorComp,
        tarifas: [],
      };
      study.marcasComparadas.push(brand);
    }
    if (row.idTarifa !== null && row.nombreTarifa !== null)
      (brand.tarifas as { idTarifa: number; nombreTarifa: string }[]).push({ idTarifa: row.idTarifa, nombreTarifa: row.nombreTarifa });
  }
  return [...studies.values()];
}

/** The study list (step 1). */
export function useStudies() {
  return useApiQuery('EstudiosMercado', 'GetEstudios', undefined, { select: (a) => groupStudies(a.valorRetorno) });
}

/** The selection of GetEstudiosRegistros for the chosen brands: the included brands with a tariff, in order. */
export function recordsRequest(study: StudyOption, selections: readonly BrandSelection[], maximos = false) {
  const chosen = selections.filter((s) => s.incluida && s.tarifa !== null);
  return { id: study.id, idMarcas: chosen.map((s) => s.marca), idTarifas: chosen.map((s) => s.tarifa as number), maximos };
}

/** A selection as recordsRequest builds it. */
export type StudyRequest = ReturnType<typeof recordsRequest>;

/** The selection with the discount values that differ from the stored ones (the figures and nets use them). */
export type StudyFiguresRequest = StudyRequest & { valores: readonly EstudioValorDescuento[] };

/**
 * A study's records (discounts, formulas, consumption), its figures with the stored discounts and how many reference
 * rows it has; the rows themselves are read page by page by the Referencias tab. Not fetched while no brand is included.
 */
export function useStudyRecords(request: StudyRequest) {
  return useApiQuery(
    'EstudiosMercado',
    'GetEstudiosRegistros',
    { ...request, maxRegistros: 0 },
    {
      enabled: request.idMarcas.length > 0,
      select: (a) => a.valorRetorno,
    },
  );
}

/**
 * The figures of the study computed by the server with the discount values of the page (edits, conditions): read
 * only when some value differs from the stored ones (otherwise the records' own figures are those); while a new
 * answer comes, the previous one stays on screen.
 */
export function useStudyFigures(request: StudyFiguresRequest): EstudioResumen | undefined {
  const figures = useApiQuery(
    'EstudiosMercado',
    'GetEstudiosRegistros',
    { ...request, valores: [...request.valores], maxRegistros: 0 },
    {
      enabled: request.valores.length > 0,
      placeholderData: keepPreviousData,
      select: (a) => a.valorRetorno.resumen,
    },
  );
  return request.valores.length > 0 ? figures.data : undefined;
}

/** The discount values of `current` that differ from `stored` in the mode asked for, by id. */
export function changedDiscountValues(stored: readonly StudyDiscount[], current: readonly StudyDiscount[], maximos: boolean): EstudioValorDescuento[] {
  const before = new Map(stored.map((d) => [String(d.ID), discountValue(d, maximos)]));
  return current
    .filter((d) => before.get(String(d.ID)) !== discountValue(d, maximos))
    .map((d) => ({ ID: Number(d.ID), VALOR: discountValue(d, maximos) }))
    .sort((a, b) => a.ID - b.ID);
}

/** A value that follows `value` once it has stayed the same for `ms` (typing a discount asks the server once). */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The percentage table's brands and columns from the server's figures, each brand with its discounts (formula
 * outcomes) computed here from the discounts on screen, so a typed value shows its outcome at once.
 */
export function summaryView(
  resumen: EstudioResumen,
  descuentos: readonly StudyDiscount[],
  formulas: readonly StudyFormulaRow[],
  maximos: boolean,
): { brands: StudyBrandSummary[]; tiers: StudyTierSummary[] } {
  const discounts = computeBrandDiscounts(
    resumen.marcas.map((m) => m.ID_MARCA),
    descuentos,
    formulas,
    maximos,
  );
  return {
    brands: resumen.marcas.map((m) => ({
      id: String(m.ID_MARCA),
      name: m.MAR_NOMBRE,
      discounts: discounts.get(String(m.ID_MARCA))!,
      averages: m.PROMEDIOS,
      percentages: m.PORCENTAJES,
    })),
    tiers: resumen.tramos.map((t) => ({ tier: t.TRAMO === 0 ? 'all' : (t.TRAMO as 1 | 2 | 3 | 4), lines: t.LINEAS, totalA: t.TOTAL_A })),
  };
}

/**
 * The discounts with the values of their conditions: each group with ID_CONDICION gets the DESCUENTO that
 * GetDescuentoCondicion gives for the member's consumption (TOTAL_CONSUMO), in DTO (or DTO_MAX in maximums mode).
 */
export function useConditionedDiscounts(records: Pick<EstudioRegistros, 'descuentos'> | undefined, maximos: boolean): readonly StudyDiscount[] | undefined {
  const conditioned = useMemo(() => (records?.descuentos ?? []).filter((d) => d.ID_CONDICION !== null), [records]);
  const answers = useQueries({
    queries: conditioned.map((d) => {
      const body = { IdCondicion: d.ID_CONDICION as number, Consumo: Math.max(0, d.TOTAL_CONSUMO), IsMaximo: maximos };
      return apiQueryOptions('EstudiosMercado', 'GetDescuentoCondicion', body, {
        staleTime: 5 * 60_000,
        select: (a) => a.valorRetorno[0]?.DESCUENTO ?? null,
      });
    }),
  });
  const values = answers.map((a) => a.data);
  const key = values.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the answers' values.
  return useMemo(() => {
    if (!records) return undefined;
    const byId = new Map(conditioned.map((d, i) => [d.ID, values[i]]));
    return records.descuentos.map((d) => {
      const value = byId.get(d.ID);
      if (value === undefined || value === null) return d;
      return maximos ? { ...d, DTO_MAX: value } : { ...d, DTO: value };
    });
  }, [records, conditioned, key, maximos]);
}
