import type { LineaConsumo } from '@socios/api';
import {
  type CalendarDate,
  type ConsumptionDimension,
  type ConsumptionGrouping,
  type ExportColumn,
  forecastBasis,
  formatEuro,
  formatNumber,
  formatPercent,
  isTotalLine,
  lineDepth,
  lineLabel,
  percentOf,
  periodLabel,
  previousPeriod,
  type ReportPeriod,
  searchKey,
} from '@socios/domain';
import { type DataTableColumn, type DataTableRowTone, TreeLabel } from '@socios/ui';
import { Link } from 'react-router';

/** Amounts in euros or quantities in units. */
export type Measure = 'amount' | 'units';

/** The figures of a line in one measure, with its percentages (units: computed from the quantities). */
export function figures(line: LineaConsumo, measure: Measure, total: LineaConsumo | undefined) {
  if (measure === 'amount') {
    return { cur: line.IMPORTE, prev: line.IMPORTE_ANTERIOR, forecast: line.IMPORTE_PREVISION, ac: line.CIENTO_AC, tot: line.CIENTO_TOT };
  }
  return {
    cur: line.CANTIDAD,
    prev: line.CANTIDAD_ANTERIOR,
    forecast: line.CANTIDAD_PREVISION,
    ac: percentOf(line.CANTIDAD, line.CANTIDAD_ANTERIOR),
    tot: line.TIPO === 3 ? null : percentOf(line.CANTIDAD, total?.CANTIDAD ?? 0),
  };
}

const percent = (n: number | null) => (n === null ? '—' : formatPercent(n));

/** Where a line leads: a supplier's consumption page, or a brand's of its supplier; null for the others. */
export function lineLink(line: LineaConsumo, levels: readonly ConsumptionDimension[], supplierId: number | null): string | null {
  const deepest = levels[lineDepth(line, levels) - 1];
  const supplier = line.ID_PROVEEDOR ?? supplierId;
  if (deepest === 'supplier' && supplier !== null && supplierId === null) return `/proveedores/${supplier}/consumos`;
  if (deepest === 'brand' && supplier !== null && line.ID_MARCA !== null) return `/proveedores/${supplier}/detalleMarca/${line.ID_MARCA}/consumos`;
  return null;
}

/** The row emphasis of a line: subtotals of the first level, of the middle level, and the totals. */
export function lineTone(line: LineaConsumo): DataTableRowTone | undefined {
  if (isTotalLine(line.TIPO)) return 'total';
  if (line.TIPO === 2) return 'group';
  if (line.TIPO === 4) return 'subgroup';
  return undefined;
}

/** The table's columns: the line's name indented by level, this year, last year, % year to date, % of total, forecast in units. */
export function reportColumns(
  levels: readonly ConsumptionDimension[],
  titles: { concept: string; period: ReportPeriod; today: CalendarDate },
  measure: Measure,
  total: LineaConsumo | undefined,
  supplierId: number | null,
): DataTableColumn<LineaConsumo>[] {
  const show = (n: number) => (measure === 'amount' ? formatEuro(n) : formatNumber(n, { decimals: 0 }));
  const what = measure === 'amount' ? 'Importe' : 'Unidades';
  const columns: DataTableColumn<LineaConsumo>[] = [
    {
      id: 'concepto',
      header: titles.concept,
      grow: 3,
      minWidth: 220,
      cell: (l) => {
        const label = lineLabel(l, levels);
        const to = lineLink(l, levels, supplierId);
        return (
          <TreeLabel depth={lineDepth(l, levels)} title={label}>
            {to ? <Link to={to}>{label}</Link> : label}
          </TreeLabel>
        );
      },
    },
    {
      id: 'actual',
      header: `${what} ${periodLabel(titles.period)}`,
      align: 'end',
      minWidth: 150,
      pin: true,
      cell: (l) => show(figures(l, measure, total).cur),
    },
    {
      id: 'anterior',
      header: `${what} ${periodLabel(previousPeriod(titles.period))}`,
      align: 'end',
      minWidth: 150,
      cell: (l) => show(figures(l, measure, total).prev),
    },
    { id: 'acumulado', header: '% s/ acumulado', align: 'end', minWidth: 120, cell: (l) => percent(figures(l, measure, total).ac) },
    { id: 'total', header: '% s/ total', align: 'end', minWidth: 100, cell: (l) => percent(figures(l, measure, total).tot) },
  ];
  if (measure === 'units') {
    columns.push({
      id: 'prevision',
      header: forecastBasis(titles.period, titles.today) === 'closed' ? `Total ${titles.period.year}` : 'Previsión',
      align: 'end',
      minWidth: 110,
      cell: (l) => {
        const f = figures(l, measure, total).forecast;
        return f === null ? '—' : formatNumber(f, { decimals: 0 });
      },
    });
  }
  return columns;
}

/** What a line of a report is, in words (the wire's TIPO codes mean nothing to the reader of an export). */
export function lineKindName(tipo: number): string {
  if (tipo === 1) return 'Total';
  if (tipo === 3) return 'Total grupo';
  if (tipo === 2 || tipo === 4) return 'Subtotal';
  return 'Detalle';
}

const wholeUnits = (n: number | null) => (n === null ? null : Math.round(n));

/**
 * The export's columns: what the line is, every level's name, then the figures of both measures, each headed with the
 * months it adds up (numbers stay numbers; units are whole).
 */
export function exportColumns(
  levels: readonly ConsumptionDimension[],
  period: ReportPeriod,
  today: CalendarDate,
  titles: Record<ConsumptionDimension, string>,
): ExportColumn<LineaConsumo>[] {
  const field = { supplier: 'PROVEEDOR', family: 'FAMILIA', subfamily: 'SUBFAMILIA', brand: 'MARCA' } as const;
  const now = periodLabel(period);
  const before = periodLabel(previousPeriod(period));
  const forecast = forecastBasis(period, today) === 'closed' ? `Total ${period.year}` : `Previsión ${period.year}`;
  return [
    { header: 'Línea', value: (l) => lineKindName(l.TIPO) },
    ...levels.map((d): ExportColumn<LineaConsumo> => ({ header: titles[d], value: (l) => l[field[d]] })),
    { header: `Importe ${now}`, value: (l) => l.IMPORTE },
    { header: `Importe ${before}`, value: (l) => l.IMPORTE_ANTERIOR },
    { header: `Unidades ${now}`, value: (l) => wholeUnits(l.CANTIDAD), decimals: 0 },
    { header: `Unidades ${before}`, value: (l) => wholeUnits(l.CANTIDAD_ANTERIOR), decimals: 0 },
    { header: '% s/ acumulado', value: (l) => l.CIENTO_AC },
    { header: '% s/ total', value: (l) => l.CIENTO_TOT },
    { header: `${forecast} importe`, value: (l) => l.IMPORTE_PREVISION },
    { header: `${forecast} unidades`, value: (l) => wholeUnits(l.CANTIDAD_PREVISION), decimals: 0 },
  ];
}

/** A name as a piece of a file name: lower case, no accents, words joined by '-' ('Señal Ibérica' → 'senal-iberica'). */
export const fileSlug = (s: string) =>
  searchKey(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The file name of a report's export: the page, the grouping and the filters it was made with, the months in words so
 * that they are not read as a date ('mis-consumos_proveedores_ene-nov-2026_espana_filtro-bosch'; the day follows).
 */
export function reportFileName(base: string, grouping: ConsumptionGrouping, period: ReportPeriod, country: string | null, text = ''): string {
  const months = fileSlug(periodLabel(period));
  const place = country ? `_${fileSlug(country)}` : '';
  const filter = fileSlug(text) ? `_filtro-${fileSlug(text)}` : '';
  return `${base}_${grouping.toLowerCase()}_${months}${place}${filter}`;
}
