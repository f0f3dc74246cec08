import { formatEuro, formatPercent, type StudyConsumptionTable } from '@socios/domain';
import { StyledAlignedCell, StyledAlignedHeader, StyledSummaryTable, StyledTableScroll } from '@socios/ui';

export interface ConsumptionTableProps {
  /** The study's consumption table (buildStudyConsumptionTable of the domain). */
  table: StudyConsumptionTable;
  /** Caption of the table. */
  caption?: string;
}

const euro = (v: number | null) => (v === null ? '—' : formatEuro(v));
const share = (v: number | null) => (v === null ? '—' : formatPercent(v));

/**
 * The consumption table of a market study (Resumen): the member's (individual) and the group's purchases of each
 * brand in the study's subfamily, with their share of the subfamily total ('TOTAL SUBFAMILIA').
 */
export function ConsumptionTable({ table, caption = 'Consumos de la subfamilia (últimos 12 meses)' }: ConsumptionTableProps) {
  return (
    <StyledTableScroll>
      <StyledSummaryTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <StyledAlignedHeader scope="col" $align="start">
              Marca
            </StyledAlignedHeader>
            <StyledAlignedHeader scope="col" $align="end">
              Consumo individual
            </StyledAlignedHeader>
            <StyledAlignedHeader scope="col" $align="end">
              % individual
            </StyledAlignedHeader>
            <StyledAlignedHeader scope="col" $align="end">
              Consumo del grupo
            </StyledAlignedHeader>
            <StyledAlignedHeader scope="col" $align="end">
              % grupo
            </StyledAlignedHeader>
          </tr>
        </thead>
        <tbody>
          {table.lines.map((line) => (
            <tr key={line.brand}>
              <StyledAlignedHeader scope="row" $align="start">
                {line.brand}
              </StyledAlignedHeader>
              <StyledAlignedCell $align="end">{euro(line.individual)}</StyledAlignedCell>
              <StyledAlignedCell $align="end">{share(line.individualPercent)}</StyledAlignedCell>
              <StyledAlignedCell $align="end">{euro(line.group)}</StyledAlignedCell>
              <StyledAlignedCell $align="end">{share(line.groupPercent)}</StyledAlignedCell>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <StyledAlignedHeader scope="row" $align="start">
              TOTAL SUBFAMILIA
            </StyledAlignedHeader>
            <StyledAlignedCell $align="end">{euro(table.referenceTotal)}</StyledAlignedCell>
            <StyledAlignedCell $align="end">{table.referenceTotal ? formatPercent(100) : '—'}</StyledAlignedCell>
            <StyledAlignedCell $align="end">{euro(table.groupTotal)}</StyledAlignedCell>
            <StyledAlignedCell $align="end">{table.groupTotal ? formatPercent(100) : '—'}</StyledAlignedCell>
          </tr>
        </tfoot>
      </StyledSummaryTable>
    </StyledTableScroll>
  );
}
