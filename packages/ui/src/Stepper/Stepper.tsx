import styled, { css } from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

/** Where a step stands relative to the current one. */
export type StepState = 'done' | 'current' | 'upcoming';

export interface StepperProps {
  /** Step names, in order. */
  steps: readonly string[];
  /** Index (0-based) of the current step. */
  current: number;
  /** Accessible name of the step list (e.g. 'Pasos del estudio'). */
  label: string;
}

const stateStyles: Record<StepState, ReturnType<typeof css>> = {
  done: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    border-color: ${({ theme }) => theme.color.primary};
  `,
  current: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
  `,
  upcoming: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.textMuted};
    border-color: ${({ theme }) => theme.color.borderStrong};
  `,
};

const StyledList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2, 4)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const StyledStep = styled.li<{ $state: StepState }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.textMuted : theme.color.text)};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.font.weight.bold : theme.font.weight.regular)};
`;

const StyledNumber = styled.span<{ $state: StepState }>`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.spacing(6.5)};
  height: ${({ theme }) => theme.spacing(6.5)};
  border: ${({ theme }) => theme.borderWidth.medium} solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  ${({ $state }) => stateStyles[$state]}
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

const STATE_TEXT: Record<StepState, string> = { done: 'completado', current: 'paso actual', upcoming: 'pendiente' };

/** A step indicator: numbered steps, the current one marked with aria-current="step". */
export function Stepper({ steps, current, label }: StepperProps) {
  return (
    <StyledList aria-label={label}>
      {steps.map((step, index) => {
        const state: StepState = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <StyledStep key={step} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <StyledNumber $state={state} aria-hidden="true">
              {index + 1}
            </StyledNumber>
            {step}
            <StyledHidden>{` (${STATE_TEXT[state]})`}</StyledHidden>
          </StyledStep>
        );
      })}
    </StyledList>
  );
}
