import type { EstudioRegistros } from '@socios/api';
import { applyDiscountEdits, buildStudyConsumptionTable, type StudyDiscount } from '@socios/domain';
import { Button, Disclosure, DownloadIcon, EmptyState, Inline, PageHeader, Spinner, Stack, Tabs } from '@socios/ui';
import { type BrandSelection, ComparedBrandsTable, ConsumptionTable, DiscountEditor, type StudyOption, TierTable } from './components';
import { useCallback, useMemo, useState } from 'react';
import {
  changedDiscountValues,
  recordsRequest,
  type StudyRequest,
  summaryView,
  useConditionedDiscounts,
  useSettled,
  useStudyFigures,
  useStudyRecords,
} from './data';
import { printStudy } from './exports';
import { ReferencesTab } from './ReferencesTab';

export interface StudyViewProps {
  study: StudyOption;
  selections: readonly BrandSelection[];
  maximos: boolean;
  onSelectionsChange: (selections: readonly BrandSelection[]) => void;
  onReset: () => void;
}

/** Names of the study's brand and of the included compared brands. */
function brandNames(study: StudyOption, selections: readonly BrandSelection[]) {
  return study.marcasComparadas.filter((_, i) => selections[i]?.incluida).map((b) => b.nombreMarcaComp);
}

/**
 * Step 3, the study view: 'Estudio de mercado de: … contra …', 'Seleccionar nuevo estudio', the compared brands
 * (changing them reloads the records) and the three tabs once the records are computed.
 */
export function StudyView({ study, selections, maximos, onSelectionsChange, onReset }: StudyViewProps) {
  const request = useMemo(() => recordsRequest(study, selections, maximos), [study, selections, maximos]);
  const records = useStudyRecords(request);
  const compared = brandNames(study, selections);
  const key = JSON.stringify(request);
  return (
    <Stack gap={5}>
      <PageHeader
        size="md"
        title={`Estudio de mercado de: ${study.nombreMarca} contra ${compared.join(', ') || '—'}`}
        actions={
          <Button variant="secondary" onClick={onReset}>
            Seleccionar nuevo estudio
          </Button>
        }
      />
      <Disclosure title={`Marcas comparadas (${compared.length})`}>
        <ComparedBrandsTable brands={study.marcasComparadas} selections={selections} onChange={onSelectionsChange} />
      </Disclosure>
      {request.idMarcas.length === 0 ? (
        <EmptyState title="Seleccione al menos una marca" description="Marque alguna marca comparada para ver el estudio." />
      ) : records.data && !records.isFetching ? (
        <StudyResultView key={key} study={study} request={request} records={records.data} maximos={maximos} brandNames={[study.nombreMarca, ...compared]} />
      ) : records.error ? (
        <EmptyState title="No se ha podido cargar el estudio" description={records.error.message} />
      ) : (
        <Spinner centered size="lg" label="Cargando el estudio" />
      )}
    </Stack>
  );
}

interface StudyResultViewProps {
  study: StudyOption;
  request: StudyRequest;
  records: EstudioRegistros;
  maximos: boolean;
  brandNames: readonly string[];
}

/** Wait after the last keystroke in a discount before the figures are asked for again. */
const EDIT_SETTLE_MS = 300;

/**
 * The tabs over one load of records; discount edits live here and reset when the records change. The figures are
 * the server's (the market-study engine over every row): with the stored discounts from the records, with the values
 * on screen (conditions, edits) from a second read once they differ.
 */
function StudyResultView({ study, request, records, maximos, brandNames: names }: StudyResultViewProps) {
  const base = useConditionedDiscounts(records, maximos);
  // An edit is the value typed, or null while its text is invalid (not used in the maths).
  const [edits, setEdits] = useState<ReadonlyMap<StudyDiscount['ID'], number | null>>(new Map());
  const descuentos = useMemo(() => applyDiscountEdits(base ?? records.descuentos, edits, maximos), [base, records, edits, maximos]);
  const valores = useMemo(() => changedDiscountValues(records.descuentos, descuentos, maximos), [records, descuentos, maximos]);
  const settledKey = useSettled(JSON.stringify(valores), EDIT_SETTLE_MS);
  const figuresRequest = useMemo(() => ({ ...request, valores: JSON.parse(settledKey) as typeof valores }), [request, settledKey]);
  const figures = useStudyFigures(figuresRequest);
  const result = useMemo(() => summaryView(figures ?? records.resumen, descuentos, records.formulas, maximos), [figures, records, descuentos, maximos]);
  const consumption = useMemo(() => buildStudyConsumptionTable(records.cuadroConsumos), [records]);
  const onEdit = useCallback((id: StudyDiscount['ID'], value: number | null) => setEdits((m) => new Map(m).set(id, value)), []);
  const reference = String(records.resumen.marcas[0]?.ID_MARCA ?? '');
  const title = `Estudio de mercado de: ${study.nombreMarca} contra ${names.slice(1).join(', ')}`;

  const tierTable = <TierTable brands={result.brands} tiers={result.tiers} referenceBrand={reference} />;
  return (
    <Tabs
      label="Secciones del estudio"
      panelsFocusable={false}
      panelGap={4}
      tabs={[
        {
          id: 'resumen',
          label: 'Resumen',
          panel: (
            <Stack gap={5}>
              <Inline justify="end">
                <Button
                  variant="secondary"
                  startIcon={<DownloadIcon size={16} />}
                  onClick={() => printStudy(title, `${study.descripcion}${maximos ? ' · a máximos' : ''}`, result, consumption)}
                >
                  Descargar PDF
                </Button>
              </Inline>
              {tierTable}
              <ConsumptionTable table={consumption} />
            </Stack>
          ),
        },
        {
          id: 'descuentos',
          label: 'Descuentos',
          panel: (
            <Stack gap={5}>
              {tierTable}
              <DiscountEditor brands={result.brands} descuentos={descuentos} maximos={maximos} onEdit={onEdit} />
            </Stack>
          ),
        },
        {
          id: 'referencias',
          label: 'Referencias',
          panel: <ReferencesTab request={figuresRequest} total={records.totalReferencias} />,
        },
      ]}
    />
  );
}
