import { formatEuro, formatPercent, type StudyConsumptionTable } from '@socios/domain';
import { type SummaryColumn, SummaryTable } from '@socios/ui';

export interface ConsumptionTableProps {
  /** The study's consumption table (buildStudyConsumptionTable of the domain). */
  table: StudyConsumptionTable;
  /** Caption of the table. */
  caption?: string;
}

const euro = (v: number | null) => (v === null ? '—' : formatEuro(v));
const share = (v: number | null) => (v === null ? '—' : formatPercent(v));
const whole = (total: number | null) => (total ? formatPercent(100) : '—');

/** Each brand's purchases and share, the member's and the group's; the subfamily's totals are the whole. */
const consumptionColumns = (table: StudyConsumptionTable): SummaryColumn<StudyConsumptionTable['lines'][number]>[] => [
  { key: 'brand', title: 'Marca', rowHeader: true, cell: (line) => line.brand },
  { key: 'individual', title: 'Consumo individual', align: 'end', cell: (line) => euro(line.individual), total: euro(table.referenceTotal) },
  { key: 'individualPercent', title: '% individual', align: 'end', cell: (line) => share(line.individualPercent), total: whole(table.referenceTotal) },
  { key: 'group', title: 'Consumo del grupo', align: 'end', cell: (line) => euro(line.group), total: euro(table.groupTotal) },
  { key: 'groupPercent', title: '% grupo', align: 'end', cell: (line) => share(line.groupPercent), total: whole(table.groupTotal) },
];

/**
 * The consumption table of a market study (Resumen): the member's (individual) and the group's purchases of each
 * brand in the study's subfamily, with their share of the subfamily total ('TOTAL SUBFAMILIA').
 */
export function ConsumptionTable({ table, caption = 'Consumos de la subfamilia (últimos 12 meses)' }: ConsumptionTableProps) {
  return <SummaryTable caption={caption} columns={consumptionColumns(table)} rows={table.lines} rowKey={(line) => line.brand} totalLabel="TOTAL SUBFAMILIA" />;
}
