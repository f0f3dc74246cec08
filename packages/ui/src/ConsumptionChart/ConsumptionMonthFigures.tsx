import { formatEuro, formatPercent } from '@socios/domain';
import styled from 'styled-components';
import { IconButton } from '../IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import type { ConsumptionMonth } from './ConsumptionChart';

export interface ConsumptionMonthFiguresProps {
  /** The chart's 12 months. */
  months: readonly ConsumptionMonth[];
  /** The index of the month shown (0–11). */
  index: number;
  /** This year (the previous one is year − 1). */
  year: number;
  /** Called with the index of the month asked for by the buttons. */
  onIndex: (index: number) => void;
}

const StyledMonthFigures = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

const StyledFigures = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing(0.5, 3)};
  margin: 0;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  strong {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledYear = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The month after (step 1) or before (step −1) the shown one, kept inside the year. */
function stepMonth(index: number, step: number, count: number): number {
  return Math.min(Math.max(index + step, 0), count - 1);
}

/**
 * The figures of one month of the chart, above it: its name, both years' amounts and the percentage. The month is
 * the bar hovered or, by keyboard, the one reached with 'Mes anterior' / 'Mes siguiente', so that a bar's values are
 * read without crowding 24 bars with labels.
 */
export function ConsumptionMonthFigures({ months, index, year, onIndex }: ConsumptionMonthFiguresProps) {
  const month = months[index];
  if (!month) return null;
  return (
    <StyledMonthFigures role="group" aria-label="Cifras del mes">
      <IconButton
        size="sm"
        label="Mes anterior"
        icon={<ChevronLeftIcon size={16} />}
        disabled={index === 0}
        onClick={() => onIndex(stepMonth(index, -1, months.length))}
      />
      <StyledFigures aria-live="polite">
        <strong>{month.name}</strong>
        <span>
          <StyledYear>{`${year - 1}: `}</StyledYear>
          {formatEuro(month.previous)}
        </span>
        <span>
          <StyledYear>{`${year}: `}</StyledYear>
          {formatEuro(month.current)}
        </span>
        {month.percent === null ? null : <span>{`${formatPercent(month.percent)} de ${year - 1}`}</span>}
      </StyledFigures>
      <IconButton
        size="sm"
        label="Mes siguiente"
        icon={<ChevronRightIcon size={16} />}
        disabled={index === months.length - 1}
        onClick={() => onIndex(stepMonth(index, 1, months.length))}
      />
    </StyledMonthFigures>
  );
}

/** The month shown first: the last one with consumption this year (else the last with any), so a figure shows at once. */
export function initialMonthIndex(months: readonly ConsumptionMonth[]): number {
  const withCurrent = months.findLastIndex((m) => m.current !== 0);
  if (withCurrent >= 0) return withCurrent;
  return Math.max(
    months.findLastIndex((m) => m.previous !== 0),
    0,
  );
}
