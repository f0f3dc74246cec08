import styled from 'styled-components';

/** Which way a figure moved. */
export type Trend = 'up' | 'down' | 'equal';

/** One figure of the row. */
export interface KeyFigure {
  readonly label: string;
  readonly value: string;
  /** An arrow beside the value (▲ green up, ▼ red down), announced as 'sube' / 'baja'. */
  readonly trend?: Trend;
}

export interface KeyFiguresProps {
  /** The figures, in reading order. */
  items: readonly KeyFigure[];
  /** Accessible name of the list. */
  label: string;
}

const StyledList = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3, 8)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(4)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.spacing(1)};
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const StyledTrend = styled.span<{ $trend: Trend }>`
  margin-right: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme, $trend }) => ($trend === 'up' ? theme.color.success : $trend === 'down' ? theme.color.danger : theme.color.textMuted)};
`;

const MARK: Record<Trend, { sign: string; text: string }> = {
  up: { sign: '▲', text: 'sube' },
  down: { sign: '▼', text: 'baja' },
  equal: { sign: '=', text: 'igual' },
};

/** A row of headline figures (a report's quick view): label under a large value, an optional trend arrow. */
export function KeyFigures({ items, label }: KeyFiguresProps) {
  return (
    <StyledList aria-label={label}>
      {items.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>
            {f.trend ? (
              <StyledTrend $trend={f.trend} role="img" aria-label={MARK[f.trend].text}>
                {MARK[f.trend].sign}
              </StyledTrend>
            ) : null}
            {f.value}
          </dd>
        </div>
      ))}
    </StyledList>
  );
}
