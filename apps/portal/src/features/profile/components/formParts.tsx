import { FIELD_MESSAGES } from '@socios/domain';
import { Notice, Stack, TextField } from '@socios/ui';
import type { FormEvent, ReactNode } from 'react';
import { PROFILE_TEXTS } from '../texts';

/** A latitude or longitude typed with a decimal comma or point ('40,4168', '-3.7038'); '' is none. */
export function parseCoordinate(text: string): number | null | undefined {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  if (!/^-?\d{1,3}(\.\d+)?$/.test(t)) return undefined;
  return Number(t);
}

/** A coordinate as the form shows it: decimal comma, at most 6 decimals (about 10 cm). */
export function coordinateText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(Math.round(value * 1e6) / 1e6).replace('.', ',');
}

/** Checks a latitude and longitude pair; answers the Spanish text of each one that is wrong. */
export function checkCoordinates(lat: string, lng: string): { lat?: string; lng?: string } {
  const errors: { lat?: string; lng?: string } = {};
  const la = parseCoordinate(lat);
  const lo = parseCoordinate(lng);
  if (la === undefined) errors.lat = PROFILE_TEXTS.invalidCoordinate;
  else if (la !== null && (la < -90 || la > 90)) errors.lat = FIELD_MESSAGES.latitude;
  if (lo === undefined) errors.lng = PROFILE_TEXTS.invalidCoordinate;
  else if (lo !== null && (lo < -180 || lo > 180)) errors.lng = FIELD_MESSAGES.longitude;
  return errors;
}

/** A form text as the wire wants it: trimmed, and null when empty. */
export const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** One text field of a form: its key in the form's texts, label and input hints. */
export interface TextFieldSpec<K extends string> {
  key: K;
  label: string;
  required?: boolean;
  type?: 'email';
  autoComplete?: string;
  inputMode?: 'tel' | 'email' | 'numeric';
}

export interface TextFieldsProps<K extends string> {
  /** The fields, in order. */
  fields: readonly TextFieldSpec<K>[];
  /** Longest text of each field. */
  limits: Readonly<Record<K, number>>;
  /** The texts as typed. */
  values: Readonly<Record<K, string>>;
  /** Wrong values, by field. */
  errors: Readonly<Partial<Record<K, string>>>;
  /** Called with a field's new text. */
  onChange: (key: K, text: string) => void;
  /** Refuse changes (while saving). */
  disabled?: boolean;
}

/** A form's text fields, each full width with its limit and error ('off' where no autocomplete is given). */
export function TextFields<K extends string>({ fields, limits, values, errors, onChange, disabled }: TextFieldsProps<K>) {
  return fields.map((f) => (
    <TextField
      key={f.key}
      label={f.label}
      required={f.required}
      autoComplete={f.autoComplete ?? 'off'}
      inputMode={f.inputMode}
      type={f.type}
      maxLength={limits[f.key]}
      value={values[f.key]}
      onChange={(e) => onChange(f.key, e.target.value)}
      error={errors[f.key]}
      disabled={disabled}
      fullWidth
    />
  ));
}

export interface CheckedFormProps {
  /** Id of the form element. */
  id: string;
  /** Checks and sends the form. */
  onSubmit: (event: FormEvent) => void;
  /** How many fields are marked wrong (a warning on top says so). */
  errorCount: number;
  /** A save runs. */
  busy: boolean;
  children: ReactNode;
}

/** A form the browser does not check itself (the domain's rules do), with the count of wrong fields on top. */
export function CheckedForm({ id, onSubmit, errorCount, busy, children }: CheckedFormProps) {
  return (
    <Stack as="form" id={id} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      {errorCount > 0 ? (
        <Notice tone="warning" role="alert">
          {errorCount === 1 ? 'Revise el campo marcado.' : `Revise los ${errorCount} campos marcados.`}
        </Notice>
      ) : null}
      {children}
    </Stack>
  );
}
