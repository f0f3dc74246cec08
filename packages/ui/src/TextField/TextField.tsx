import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { FormField } from '../FormField';
import { controlBoxStyles, controlStyles } from '../internal/field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label (also the accessible name). */
  label: string;
  /** Keep the label for assistive technology only (e.g. a search box with a placeholder). */
  labelHidden?: boolean;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error message; marks the field aria-invalid and replaces nothing else. */
  error?: ReactNode;
  /** Element inside the field before the text (icon). */
  startAdornment?: ReactNode;
  /** Element inside the field after the text (icon or IconButton). */
  endAdornment?: ReactNode;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** Ref to the input element. */
  ref?: Ref<HTMLInputElement>;
}

const StyledControl = styled.div`
  ${controlBoxStyles}
`;

const adornment = css`
  position: absolute;
  top: 0;
  bottom: 0;
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledStart = styled.span`
  ${adornment}
  left: ${({ theme }) => theme.spacing(3)};
  pointer-events: none;
`;

const StyledEnd = styled.span`
  ${adornment}
  right: ${({ theme }) => theme.spacing(1)};
`;

const StyledInput = styled.input<{ $invalid: boolean; $hasStart: boolean; $hasEnd: boolean }>`
  ${controlStyles}
  padding-left: ${({ theme, $hasStart }) => ($hasStart ? theme.spacing(10) : theme.spacing(3))};
  padding-right: ${({ theme, $hasEnd }) => ($hasEnd ? theme.spacing(12) : theme.spacing(3))};
`;

/** A labelled text input with hint and error message. */
export function TextField({
  label,
  labelHidden = false,
  hint,
  error,
  startAdornment,
  endAdornment,
  fullWidth = false,
  id,
  required,
  type = 'text',
  ref,
  ...rest
}: TextFieldProps) {
  return (
    <FormField label={label} labelHidden={labelHidden} required={required} hint={hint} error={error} fullWidth={fullWidth} id={id}>
      {(control) => (
        <StyledControl>
          {startAdornment ? <StyledStart>{startAdornment}</StyledStart> : null}
          <StyledInput
            ref={ref}
            type={type}
            {...control}
            $invalid={Boolean(error)}
            $hasStart={Boolean(startAdornment)}
            $hasEnd={Boolean(endAdornment)}
            {...rest}
          />
          {endAdornment ? <StyledEnd>{endAdornment}</StyledEnd> : null}
        </StyledControl>
      )}
    </FormField>
  );
}
