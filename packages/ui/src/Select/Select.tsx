import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FormField } from '../FormField';
import { ChevronDownIcon } from '../icons';
import { controlBoxStyles, controlStyles } from '../internal/field';

/** One choice of a Select. */
export interface SelectOption {
  /** Value submitted and passed to onChange. */
  value: string;
  /** Text the user reads. */
  label: string;
  /** Not selectable. */
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'children'> {
  /** Visible label (also the accessible name). */
  label: string;
  /** Keep the label for assistive technology only. */
  labelHidden?: boolean;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** First, empty-valued option shown when nothing is chosen (e.g. 'Seleccione...'). */
  placeholder?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error message; marks the select aria-invalid. */
  error?: ReactNode;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** Ref to the select element. */
  ref?: Ref<HTMLSelectElement>;
}

const StyledControl = styled.div`
  ${controlBoxStyles}
`;

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.spacing(9)};
  cursor: pointer;
`;

const StyledChevron = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.spacing(3)};
  display: flex;
  pointer-events: none;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A labelled native select (keyboard and screen-reader behaviour come from the platform). */
export function Select({ label, labelHidden = false, options, placeholder, hint, error, fullWidth = false, id, required, ref, ...rest }: SelectProps) {
  return (
    <FormField label={label} labelHidden={labelHidden} required={required} hint={hint} error={error} fullWidth={fullWidth} id={id}>
      {(control) => (
        <StyledControl>
          <StyledSelect ref={ref} {...control} $invalid={Boolean(error)} {...rest}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </StyledSelect>
          <StyledChevron>
            <ChevronDownIcon size={16} />
          </StyledChevron>
        </StyledControl>
      )}
    </FormField>
  );
}
