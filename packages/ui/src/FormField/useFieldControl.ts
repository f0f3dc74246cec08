import { createContext, type ReactNode, useContext, useId } from 'react';

/** What a FormField gives its control: spread it on the input, select or textarea. */
export interface FormFieldControlProps {
  /** Id the label points at (htmlFor). */
  id: string;
  /** The field must be filled in (native validation and the accessible "required" state). */
  required?: boolean;
  /** Set while the field shows an error. */
  'aria-invalid'?: true;
  /** Ids of the error and the hint shown under the field, error first. */
  'aria-describedby'?: string;
}

/** A field's control props and the ids of its messages. */
export interface FieldControl {
  /** Props for the control element. */
  control: FormFieldControlProps;
  /** Id of the hint element. */
  hintId: string;
  /** Id of the error element. */
  errorId: string;
}

/** Options of {@link useFieldControl}. */
export interface FieldControlOptions {
  /** The control's id; a generated one otherwise. */
  id?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error message under the field. */
  error?: ReactNode;
  /** The field must be filled in. */
  required?: boolean;
}

/**
 * Ids and aria wiring of one field (for controls that lay out their own label, such as Checkbox): the control is
 * described by its error, then its hint, and marked invalid while there is an error.
 */
export function useFieldControl({ id, hint, error, required }: FieldControlOptions): FieldControl {
  const autoId = useId();
  const controlId = id ?? `${autoId}-control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return {
    control: {
      id: controlId,
      required: required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    },
    hintId,
    errorId,
  };
}

export const FormFieldContext = createContext<FormFieldControlProps | null>(null);

/** The control props of the enclosing FormField, for a control rendered deeper inside it. */
export function useFormFieldControl(): FormFieldControlProps {
  const control = useContext(FormFieldContext);
  if (!control) throw new Error('useFormFieldControl must be called inside a FormField');
  return control;
}
