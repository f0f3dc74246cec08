export { FieldMessages, FormField, type FormFieldProps } from './FormField';
export {
  type FieldControl,
  type FieldControlOptions,
  type FormFieldControlProps,
  useFieldControl,
  useFormFieldControl,
} from './useFieldControl';
