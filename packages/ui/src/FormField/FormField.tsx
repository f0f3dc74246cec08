import type { ReactNode } from 'react';
import { AlertIcon } from '../icons';
import { StyledErrorText, StyledField, StyledHint, StyledLabel, StyledRequiredMark } from './FormField.styles';
import { FormFieldContext, type FormFieldControlProps, useFieldControl } from './useFieldControl';

export interface FormFieldProps {
  /** Visible label (also the control's accessible name). */
  label: ReactNode;
  /** Keep the label for assistive technology only (e.g. a search box with a placeholder, a cell of a table). */
  labelHidden?: boolean;
  /** The field must be filled in: shows the required mark and marks the control required. */
  required?: boolean;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error message under the field; marks the control aria-invalid. */
  error?: ReactNode;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** Id of the control; a generated one otherwise. */
  id?: string;
  /** The control: a function that receives the props to spread on it, or elements that call `useFormFieldControl`. */
  children: ReactNode | ((control: FormFieldControlProps) => ReactNode);
}

/** The error and hint lines under a field; `FieldMessages` renders nothing when both are empty. */
export function FieldMessages({
  hint,
  error,
  hintId,
  errorId,
}: {
  /** Help text. */
  hint?: ReactNode;
  /** Error message. */
  error?: ReactNode;
  /** Id of the hint element. */
  hintId: string;
  /** Id of the error element. */
  errorId: string;
}) {
  return (
    <>
      {error ? (
        <StyledErrorText id={errorId}>
          <AlertIcon size={14} />
          {error}
        </StyledErrorText>
      ) : null}
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
    </>
  );
}

/**
 * One labelled form field: label (with the required mark), the control, its error and its hint. The control gets
 * its id, `required`, `aria-invalid` and `aria-describedby` from the field, so every input of the portal is wired
 * the same way.
 */
export function FormField({ label, labelHidden = false, required, hint, error, fullWidth = false, id, children }: FormFieldProps) {
  const { control, hintId, errorId } = useFieldControl({ id, hint, error, required });
  return (
    <StyledField $fullWidth={fullWidth}>
      <StyledLabel htmlFor={control.id} $hidden={labelHidden}>
        {label}
        {required ? <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark> : null}
      </StyledLabel>
      <FormFieldContext.Provider value={control}>{typeof children === 'function' ? children(control) : children}</FormFieldContext.Provider>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </StyledField>
  );
}
