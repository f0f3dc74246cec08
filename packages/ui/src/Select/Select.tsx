import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../icons';
import {
  controlStyles,
  describedBy,
  FieldError,
  StyledField,
  StyledHint,
  StyledLabel,
  StyledRequiredMark,
} from '../internal/field';

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
  position: relative;
  display: flex;
  align-items: center;
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
export function Select({
  label,
  labelHidden = false,
  options,
  placeholder,
  hint,
  error,
  fullWidth = false,
  id,
  required,
  ref,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? `${autoId}-select`;
  const ids = { input: selectId, hint: `${selectId}-hint`, error: `${selectId}-error` };
  return (
    <StyledField $fullWidth={fullWidth}>
      <StyledLabel htmlFor={selectId} $hidden={labelHidden}>
        {label}
        {required ? <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark> : null}
      </StyledLabel>
      <StyledControl>
        <StyledSelect
          ref={ref}
          id={selectId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          $invalid={Boolean(error)}
          {...rest}
        >
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
      {error ? <FieldError id={ids.error}>{error}</FieldError> : null}
      {hint ? <StyledHint id={ids.hint}>{hint}</StyledHint> : null}
    </StyledField>
  );
}
