import { STEPPER_MAX_DIGITS, stepperValue, stepQuantity } from '@socios/domain';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { IconButton } from '../IconButton';
import { MinusIcon, PlusIcon } from '../icons';
import { controlStyles } from '../internal/field';

export interface QuantityStepperProps {
  /** Accessible name of the field (e.g. 'Unidades del almacén 01 Central'). */
  label: string;
  /** The units chosen. */
  value: number;
  /** Called with the new units (already an integer between 0 and the stock). */
  onChange: (value: number) => void;
  /** The stock the units are capped at: a number or the spec's stock text ('0', '-9999' allow nothing). */
  stock: string | number;
  /** Not editable. */
  disabled?: boolean;
}

const StyledStepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
  width: calc(${STEPPER_MAX_DIGITS + 1}ch + ${({ theme }) => theme.spacing(6)});
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/**
 * The quantity counter of the shop (spec 001 §5): whole numbers only, a non-number becomes 0, the minus key sets 0,
 * at most 4 digits, never above the stock; − and + step by one within those bounds.
 */
export function QuantityStepper({ label, value, onChange, stock, disabled = false }: QuantityStepperProps) {
  const max = stepperValue(String(10 ** STEPPER_MAX_DIGITS - 1), stock);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === '-' || event.key === 'Subtract') {
      event.preventDefault();
      onChange(0);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      onChange(stepQuantity(value, event.key === 'ArrowUp' ? 1 : -1, stock));
    }
  };
  return (
    <StyledStepper role="group" aria-label={label}>
      <IconButton
        label="Una unidad menos"
        icon={<MinusIcon />}
        size="sm"
        variant="secondary"
        noTooltip
        disabled={disabled || value <= 0}
        onClick={() => onChange(stepQuantity(value, -1, stock))}
      />
      <StyledInput
        $invalid={false}
        aria-label={label}
        inputMode="numeric"
        maxLength={STEPPER_MAX_DIGITS}
        value={String(value)}
        disabled={disabled || max === 0}
        onKeyDown={onKeyDown}
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => onChange(stepperValue(e.target.value, stock))}
        role="spinbutton"
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={max}
      />
      <IconButton
        label="Una unidad más"
        icon={<PlusIcon />}
        size="sm"
        variant="secondary"
        noTooltip
        disabled={disabled || value >= max}
        onClick={() => onChange(stepQuantity(value, 1, stock))}
      />
    </StyledStepper>
  );
}
