import styled, { css, keyframes } from 'styled-components';

export interface ProgressBarProps {
  /** Percentage done, 0–100; null while the amount is unknown (indeterminate). */
  value: number | null;
  /** Accessible name, also shown above the bar. */
  label: string;
  /** Hide the label visually (it stays the accessible name). */
  labelHidden?: boolean;
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const StyledWrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const StyledText = styled.div<{ $hidden: boolean }>`
  display: ${({ $hidden }) => ($hidden ? 'none' : 'flex')};
  justify-content: space-between;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledTrack = styled.div`
  position: relative;
  height: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  overflow: hidden;
`;

const modeStyles: Record<'known' | 'unknown', ReturnType<typeof css>> = {
  known: css`
    transition: width ${({ theme }) => theme.duration.fast}ms linear;
  `,
  unknown: css`
    animation: ${slide} 1.2s ease-in-out infinite;
  `,
};

const StyledFill = styled.div<{ $mode: 'known' | 'unknown' }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.primary};
  ${({ $mode }) => modeStyles[$mode]}
`;

/** A progress bar (role=progressbar): percentage when known, a moving band when not. */
export function ProgressBar({ value, label, labelHidden = false }: ProgressBarProps) {
  const pct = value === null ? null : Math.max(0, Math.min(100, Math.round(value)));
  return (
    <StyledWrap>
      <StyledText $hidden={labelHidden} aria-hidden="true">
        <span>{label}</span>
        {pct === null ? null : <span>{pct} %</span>}
      </StyledText>
      <StyledTrack
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct ?? undefined}
        aria-valuetext={pct === null ? undefined : `${pct} %`}
      >
        <StyledFill $mode={pct === null ? 'unknown' : 'known'} style={{ width: `${pct ?? 40}%` }} />
      </StyledTrack>
    </StyledWrap>
  );
}
