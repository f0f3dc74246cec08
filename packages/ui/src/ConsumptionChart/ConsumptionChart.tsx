import { consumptionBand, type ConsumptionBand, formatEuro, formatPercent } from '@socios/domain';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../EmptyState';
import { ChartIcon } from '../icons';
import { Spinner } from '../Spinner';
import { ConsumptionLegend } from './ConsumptionLegend';
import { ConsumptionMonthFigures, initialMonthIndex } from './ConsumptionMonthFigures';
import { visuallyHidden } from '../theme/mixins';

const ConsumptionColumns = lazy(() => import('./ConsumptionColumns'));

/** One month of the chart. */
export interface ConsumptionMonth {
  /** 1–12. */
  month: number;
  /** Spanish month name. */
  name: string;
  /** This year's amount (euro). */
  current: number;
  /** Previous year's amount for the month (euro). */
  previous: number;
  /** current as a % of previous, null without a base (or for months still to come). */
  percent: number | null;
}

/** The year-to-date totals. */
export interface ConsumptionTotal {
  /** This year so far. */
  current: number;
  /** Previous year, same months. */
  previous: number;
  /** current as a % of previous, or null. */
  percent: number | null;
}

export interface ConsumptionChartProps {
  /** This year (the previous one is year − 1). */
  year: number;
  /** The 12 months, or an empty list when there is no consumption. */
  months: readonly ConsumptionMonth[];
  /** Year-to-date totals, or null. */
  total: ConsumptionTotal | null;
  /** Text shown without data, e.g. 'No hay consumos individuales'. */
  emptyText: string;
  /** Accessible name of the figures table (e.g. 'Consumo individual por mes'). */
  label: string;
  /** Chart height in px; 240 by default. */
  height?: number;
}

const StyledRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  min-width: 0;
`;

const StyledSummary = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing(1, 5)};
  margin: 0;
  div {
    display: grid;
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledBand = styled.span<{ $band: ConsumptionBand }>`
  display: inline-block;
  padding: ${({ theme }) => theme.spacing(0.5, 2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $band }) => theme.band[$band]};
  color: ${({ theme }) => theme.color.textInverse};
`;

const StyledChart = styled.div<{ $height: number }>`
  min-height: ${({ $height }) => $height}px;
`;

/** Holds the figures table out of sight: a table grows to its content whatever its width, its 1 px box does not. */
const StyledTable = styled.div`
  ${visuallyHidden}
`;

/**
 * A consumption block's chart (spec 000 §9): 12 months with Spanish names, previous vs current year, an abbreviated
 * y axis (mil, M, b, t) and the colour bands (below 60 % danger, 60–79 warning, 80 and over success) on the
 * current year's columns and on the year-to-date percentage, explained by an HTML legend in the same colours.
 * Highcharts loads on demand; the figures are also in a table for assistive technology. A bar's values are read in
 * the line above the chart: the month hovered, or the one reached by keyboard, highlighted in the chart.
 */
export function ConsumptionChart({ months, emptyText, ...rest }: ConsumptionChartProps) {
  if (months.length === 0) return <EmptyState compact icon={<ChartIcon size={24} />} title={emptyText} />;
  // Keyed by the months, so that another year's figures start again from their own last month.
  return <DrawnConsumption key={months.map((m) => `${m.current}/${m.previous}`).join(' ')} months={months} {...rest} />;
}

function DrawnConsumption({ year, months, total, label, height = 240 }: Omit<ConsumptionChartProps, 'emptyText'>) {
  const [shown, setShown] = useState(() => initialMonthIndex(months));
  const band = total?.percent == null ? null : consumptionBand(total.percent);
  return (
    <StyledRoot>
      {total ? (
        <StyledSummary>
          <div>
            <dt>{`Acumulado ${year}`}</dt>
            <dd>{formatEuro(total.current)}</dd>
          </div>
          <div>
            <dt>{`Mismo periodo ${year - 1}`}</dt>
            <dd>{formatEuro(total.previous)}</dd>
          </div>
          <div>
            <dt>{`% sobre ${year - 1}`}</dt>
            <dd>{band && total.percent !== null ? <StyledBand $band={band}>{formatPercent(total.percent)}</StyledBand> : '—'}</dd>
          </div>
        </StyledSummary>
      ) : null}
      <ConsumptionMonthFigures months={months} index={shown} year={year} onIndex={setShown} />
      <StyledChart $height={height} aria-hidden="true">
        <Suspense fallback={<Spinner centered label="Cargando el gráfico" />}>
          <ConsumptionColumns months={months} year={year} height={height} shown={shown} onHover={setShown} />
        </Suspense>
      </StyledChart>
      <ConsumptionLegend year={year} withoutBase={months.some((m) => m.percent === null && m.current > 0)} />
      <StyledTable>
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Mes</th>
              <th scope="col">{year - 1}</th>
              <th scope="col">{year}</th>
              <th scope="col">%</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.name}</th>
                <td>{formatEuro(m.previous)}</td>
                <td>{formatEuro(m.current)}</td>
                <td>{m.percent === null ? '' : formatPercent(m.percent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </StyledTable>
    </StyledRoot>
  );
}
