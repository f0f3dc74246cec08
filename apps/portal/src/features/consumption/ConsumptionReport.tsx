import type { LineaConsumo } from '@socios/api';
import {
  ACCUMULATE_OPTIONS,
  accumulateOf,
  calendarDateOf,
  type ConsumptionGrouping,
  DEFAULT_MONTH_RANGE,
  DIMENSION_TITLES,
  type CalendarDate,
  filterReportLines,
  forecastLabel,
  formatEuro,
  formatNumber,
  formatPercent,
  groupByOptions,
  groupingLevels,
  type MonthRange,
  MONTH_NAMES_ES,
  monthRangeParams,
  noConsumptionText,
  percentChange,
  periodLabel,
  previousPeriod,
  type ReportPeriod,
  reportPeriod,
  visibleConsumptionLines,
} from '@socios/domain';
import { DataTable, KeyFigures, MonthRangePicker, Segmented, Select, Spinner, Stack, Text, TextField, Toolbar } from '@socios/ui';
import { useMemo, useState } from 'react';
import { ExportButtons } from '../../app/export/ExportButtons';
import { useApiQuery } from '../../app/query/apiQuery';
import { MonthlyChart } from './MonthlyChart';
import { exportColumns, figures, type Measure, lineTone, reportColumns, reportFileName } from './reportColumns';

export interface ConsumptionReportProps {
  /** The supplier of the report (supplier and brand routes); null for Mis Consumos. */
  supplierId: number | null;
  /** The brand of the report (brand route); with a brand the group's consumption is shown too. */
  brandId: number | null;
  /** Base of the export's file name and sheet, e.g. 'consumos-frenos-norte'. */
  fileName: string;
  /** The grouping shown first. */
  defaultGrouping: ConsumptionGrouping;
}

type Body = {
  idProveedor: number | null;
  idMarca: number | null;
  anyo: number;
  pais: number | null;
  mesIni: string;
  mesFin: string;
};

const STALE = 5 * 60_000;

/** One report table: the quick view, then the lines (virtualised), or the spec's no-data text. */
function ReportTable({
  title,
  lines,
  grouping,
  period,
  today,
  measure,
  empty,
  supplierId,
}: {
  supplierId: number | null;
  title: string;
  lines: readonly LineaConsumo[];
  grouping: ConsumptionGrouping;
  period: ReportPeriod;
  today: CalendarDate;
  measure: Measure;
  empty: string;
}) {
  const levels = groupingLevels(grouping);
  const total = lines.find((l) => l.TIPO === 1);
  const columns = reportColumns(levels, { concept: levels.map((d) => DIMENSION_TITLES[d]).join(' / '), period, today }, measure, total, supplierId);
  if (!total) return <Text tone="muted">{empty}</Text>;
  const f = figures(total, measure, total);
  const change = percentChange(f.cur, f.prev);
  const show = (n: number) => (measure === 'amount' ? formatEuro(n) : `${formatNumber(n, { decimals: 0 })} uds.`);
  return (
    <Stack gap={3}>
      <KeyFigures
        label={`Resumen: ${title}`}
        items={[
          { label: periodLabel(period), value: show(f.cur) },
          { label: periodLabel(previousPeriod(period)), value: show(f.prev) },
          { label: 'Variación', value: change.percent === null ? '—' : formatPercent(change.percent), trend: change.direction },
          { label: forecastLabel(period, today), value: f.forecast === null ? '—' : show(f.forecast) },
        ]}
      />
      <DataTable data={lines} columns={columns} label={title} rowTone={lineTone} height={560} emptyText="Ningún consumo coincide con el filtro." />
    </Stack>
  );
}

/**
 * A consumption report (001 §2.3): country, fiscal year, months, accumulate-by and group-by, CSV/Excel export, and a
 * chart/table toggle (the chart, the year's months, disables the selectors). The text filter appears only without a
 * brand; with a brand the group's consumption follows the member's. Group totals (TIPO 3) are hidden for a supplier.
 */
export function ConsumptionReport({ supplierId, brandId, fileName, defaultGrouping }: ConsumptionReportProps) {
  const today = calendarDateOf(new Date());
  const [year, setYear] = useState(today.year);
  const [country, setCountry] = useState<number | null>(null);
  const [range, setRange] = useState<MonthRange>(DEFAULT_MONTH_RANGE);
  const [grouping, setGrouping] = useState<ConsumptionGrouping>(defaultGrouping);
  const [view, setView] = useState<'table' | 'chart'>('table');
  const [measure, setMeasure] = useState<Measure>('amount');
  const [text, setText] = useState('');
  const chartAllowed = brandId === null;
  const chart = chartAllowed && view === 'chart';

  const years = useApiQuery('Consumos', 'GetEjercicios', undefined, { select: (a) => a.valorRetorno, staleTime: STALE });
  const countries = useApiQuery('Consumos', 'GetPaises', undefined, { select: (a) => a.valorRetorno, staleTime: STALE });
  const body: Body = { idProveedor: supplierId, idMarca: brandId, anyo: year, pais: country, ...monthRangeParams(range) };
  const own = useApiQuery('Consumos', `GetConsumo_${grouping}`, body, { select: (a) => a.valorRetorno, staleTime: STALE, enabled: !chart });
  const group = useApiQuery('Consumos', `GetConsumo_${grouping}_Grupo`, body, {
    select: (a) => a.valorRetorno,
    staleTime: STALE,
    enabled: !chart && brandId !== null,
  });

  const levels = groupingLevels(grouping);
  const ownLines = useMemo(() => {
    const visible = visibleConsumptionLines(own.data ?? [], supplierId);
    return brandId === null ? filterReportLines(visible, levels, text) : visible;
  }, [own.data, supplierId, brandId, levels, text]);
  const period = reportPeriod(year, range.start ?? 1, range.end ?? 12, today);
  const empty = noConsumptionText({ year, from: period.from, to: Math.max(period.from, range.end ?? 12) }, MONTH_NAMES_ES);
  const accumulate = accumulateOf(grouping);
  // The member's table and the group's show the same period, grouping and measure.
  const tableView = { supplierId, grouping, period, today, measure, empty };

  return (
    <Stack gap={4}>
      <Toolbar>
        <Select
          label="País"
          hint="Se aplica a los consumos del grupo (TOTAL GRUPO)"
          disabled={chart}
          value={country === null ? '' : String(country)}
          onChange={(e) => setCountry(e.target.value ? Number(e.target.value) : null)}
          options={[{ value: '', label: 'Todos los países' }, ...(countries.data ?? []).map((c) => ({ value: String(c.PAI_ID), label: c.PAI_DESCRIPCION }))]}
        />
        <Select
          label="Ejercicio"
          disabled={chart}
          // The chart always shows the current year: the selector says so while it is disabled.
          value={String(chart ? today.year : year)}
          onChange={(e) => setYear(Number(e.target.value))}
          options={(years.data ?? [today.year]).map((y) => ({ value: String(y), label: String(y) }))}
        />
        <MonthRangePicker value={range} onChange={setRange} disabled={chart} />
        <Select
          label="Acumular por"
          disabled={chart}
          value={String(accumulate)}
          onChange={(e) => setGrouping(groupByOptions(Number(e.target.value) as 1 | 2 | 3 | 4)[0]!.grouping)}
          options={ACCUMULATE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))}
        />
        <Select
          label="Agrupar"
          disabled={chart}
          value={grouping}
          onChange={(e) => setGrouping(e.target.value as ConsumptionGrouping)}
          options={groupByOptions(accumulate).map((o) => ({ value: o.grouping, label: o.label }))}
        />
        {brandId === null ? (
          <TextField type="search" label="Filtrar" placeholder="Nombre" value={text} disabled={chart} onChange={(e) => setText(e.target.value)} />
        ) : null}
      </Toolbar>
      <Toolbar>
        {chartAllowed ? (
          <Segmented
            label="Ver como"
            value={view}
            onChange={setView}
            options={[
              { value: 'table', label: 'Tabla' },
              { value: 'chart', label: 'Gráfico' },
            ]}
          />
        ) : null}
        <Segmented
          label="Medida"
          value={measure}
          disabled={chart}
          onChange={setMeasure}
          options={[
            { value: 'amount', label: 'Importe' },
            { value: 'units', label: 'Unidades' },
          ]}
        />
        {chart ? null : (
          <ExportButtons
            request={() => ({
              rows: [...ownLines, ...(group.data ?? [])],
              columns: exportColumns(levels, period, today, DIMENSION_TITLES),
              fileName: reportFileName(
                fileName,
                grouping,
                period,
                country === null ? null : ((countries.data ?? []).find((c) => c.PAI_ID === country)?.PAI_DESCRIPCION ?? String(country)),
                brandId === null ? text : '',
              ),
              sheet: 'Consumos',
            })}
          />
        )}
      </Toolbar>
      {chart ? (
        <MonthlyChart supplierId={supplierId} />
      ) : own.isPending ? (
        <Spinner centered label="Cargando los consumos" />
      ) : (
        <>
          <ReportTable {...tableView} title="Consumo propio" lines={ownLines} />
          {brandId !== null ? (
            group.isPending ? (
              <Spinner centered label="Cargando el consumo del grupo" />
            ) : (
              <Stack gap={2}>
                <Text as="h3" size="lg" weight="bold">
                  Consumo del grupo
                </Text>
                <ReportTable {...tableView} title="Consumo del grupo" lines={group.data ?? []} />
              </Stack>
            )
          ) : null}
        </>
      )}
    </Stack>
  );
}
