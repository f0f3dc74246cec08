import { TextField } from '@socios/ui';

/** Props of NameField. */
export interface NameFieldProps {
  /** The name typed. */
  value: string;
  /** Every change of the text. */
  onChange: (value: string) => void;
  /** Longest name accepted, also told in the hint ('Máximo {max} caracteres'). */
  max: number;
}

/** The required 'Nombre' of a promotions record's dialog, with its length limit told under it. */
export function NameField({ value, onChange, max }: NameFieldProps) {
  return (
    <TextField label="Nombre" required maxLength={max} hint={`Máximo ${max} caracteres`} value={value} onChange={(e) => onChange(e.target.value)} fullWidth />
  );
}
