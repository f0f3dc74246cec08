import type { EstudioFila, EstudioRegistros } from '@socios/api';
import type { StudyDiscount } from '@socios/domain';
import type { BrandSelection, ComparedBrandOption, StudyOption } from './components';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
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
    if (row.idTarifa !== null && row.nombreTarifa !== null) (brand.tarifas as { idTarifa: number; nombreTarifa: string }[]).push({ idTarifa: row.idTarifa, nombreTarifa: row.nombreTarifa });
  }
  return [...studies.values()];
}

/** The study list (step 1). */
export function useStudies() {
  return useApiQuery('EstudiosMercado', 'GetEstudios', undefined, { select: (a) => groupStudies(a.valorRetorno) });
}

/** The body of GetEstudiosRegistros for a selection: the included brands with a tariff, in order. */
export function recordsRequest(study: StudyOption, selections: readonly BrandSelection[]) {
  const chosen = selections.filter((s) => s.incluida && s.tarifa !== null);
  return { id: study.id, idMarcas: chosen.map((s) => s.marca), idTarifas: chosen.map((s) => s.tarifa as number) };
}

/** A study's records; not fetched while no brand is included. Large answers: kept only while in use. */
export function useStudyRecords(request: ReturnType<typeof recordsRequest>) {
  return useApiQuery('EstudiosMercado', 'GetEstudiosRegistros', request, {
    enabled: request.idMarcas.length > 0,
    gcTime: 60_000,
    select: (a) => a.valorRetorno,
  });
}

/**
 * The discounts with the values of their conditions: each group with ID_CONDICION gets the DESCUENTO that
 * GetDescuentoCondicion gives for the member's consumption (TOTAL_CONSUMO), in DTO (or DTO_MAX in maximums mode).
 */
export function useConditionedDiscounts(records: EstudioRegistros | undefined, maximos: boolean): readonly StudyDiscount[] | undefined {
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
