import type { Result } from '@socios/domain';
import { FieldGrid } from '@socios/ui';
import type { MapTiles } from '@socios/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { type CoordinatesText, CoordinatesField } from './CoordinatesField';
import { CheckedForm, checkCoordinates, coordinateText, parseCoordinate, TextFields, type TextFieldSpec, textOrNull } from './formParts';

/** The names of a place's position in its record and in the rules' errors (SOC_ or SOCPV_ LATITUD, LONGITUD, ZOOM). */
export interface PositionFields<P extends string> {
  lat: P;
  lng: P;
  zoom: P;
}

/** What a place form hands to the domain's rules: its texts (trimmed, null when empty) and its position. */
export interface PlaceInput<K extends string> {
  texts: Record<K, string | null>;
  lat: number | null;
  lng: number | null;
  /** The stored zoom, kept while the place has a position. */
  zoom: number | null;
}

type PlaceErrors<K extends string> = Partial<Record<K | 'lat' | 'lng', string>>;

/** What a place form shows: its fields, texts, coordinates as typed and errors. */
export interface PlaceFormState<K extends string> {
  fields: readonly TextFieldSpec<K>[];
  limits: Readonly<Record<K, number>>;
  texts: Record<K, string>;
  setText: (key: K, text: string) => void;
  where: CoordinatesText;
  setWhere: (where: CoordinatesText) => void;
  errors: PlaceErrors<K>;
}

export interface PlaceFormOptions<K extends string, P extends string> {
  /** The text fields, in order. */
  fields: readonly TextFieldSpec<K>[];
  /** Longest text of each field. */
  limits: Readonly<Record<K, number>>;
  /** Where the position is in the record and in the rules' errors. */
  position: PositionFields<P>;
  /** The stored record; null for a new one. */
  stored: (Partial<Record<K, string | null>> & Partial<Record<P, number | null>>) | null;
}

/**
 * The state of a place form (the member company or a point of sale): its texts, its coordinates as typed and the
 * errors shown, and `check`, which runs the checks on submit.
 */
export function usePlaceForm<K extends string, P extends string>({
  fields,
  limits,
  position,
  stored,
}: PlaceFormOptions<K, P>): PlaceFormState<K> & { check: <V>(validate: (input: PlaceInput<K>) => Result<V, K | P>) => V | null } {
  const [texts, setTexts] = useState<Record<K, string>>(() => Object.fromEntries(fields.map((f) => [f.key, stored?.[f.key] ?? ''])) as Record<K, string>);
  const [where, setWhere] = useState<CoordinatesText>({
    lat: coordinateText(stored?.[position.lat]),
    lng: coordinateText(stored?.[position.lng]),
  });
  const [errors, setErrors] = useState<PlaceErrors<K>>({});

  /** The form's field of a rule's field (the position's errors go under the coordinates). */
  const formKey = (field: K | P): K | 'lat' | 'lng' =>
    field === position.lat || field === position.zoom ? 'lat' : field === position.lng ? 'lng' : (field as K);

  /**
   * Checks the form and shows its errors; answers the rules' value, or null when a field is wrong. A typed coordinate
   * that is not a number is the form's own error; the rest are the domain's rules (`validate`), the same the server
   * applies.
   */
  const check = <V,>(validate: (input: PlaceInput<K>) => Result<V, K | P>): V | null => {
    const found: PlaceErrors<K> = { ...checkCoordinates(where.lat, where.lng) } as PlaceErrors<K>;
    const lat = parseCoordinate(where.lat) ?? null;
    const lng = parseCoordinate(where.lng) ?? null;
    const checked = validate({
      texts: Object.fromEntries(fields.map((f) => [f.key, textOrNull(texts[f.key])])) as Record<K, string | null>,
      lat,
      lng,
      zoom: lat === null || lng === null ? null : (stored?.[position.zoom] ?? null),
    });
    if (!checked.ok) for (const e of checked.errors) if (e.field) found[formKey(e.field)] ??= e.message;
    setErrors(found);
    return Object.keys(found).length > 0 || !checked.ok ? null : checked.value;
  };

  // Typing in a field takes its error away (it is checked again on the next submit): an error must not stay under a
  // name that has since been typed.
  const setText = (key: K, text: string) => {
    setTexts((all) => ({ ...all, [key]: text }));
    setErrors((all) => {
      if (!(key in all)) return all;
      const { [key]: _typed, ...rest } = all;
      return rest as PlaceErrors<K>;
    });
  };
  return { fields, limits, texts, setText, where, setWhere, errors, check };
}

export interface PlaceFormProps<K extends string> {
  /** Id of the form element. */
  id: string;
  /** The form's state (usePlaceForm). */
  form: PlaceFormState<K>;
  /** Checks and sends the form. */
  onSubmit: (event: FormEvent) => void;
  /** Accessible name of the map. */
  mapLabel: string;
  /** Tiles of the map; the country outlines alone when null. */
  mapTiles: MapTiles | null;
  /** Refuse changes while a save runs. */
  busy: boolean;
  /** Read-only fields after the text fields, in the same grid. */
  extraFields?: ReactNode;
  /** What goes between the fields and the map (the logo). */
  children?: ReactNode;
  /** Buttons at the end of the form. */
  footer?: ReactNode;
}

/** A place form: the count of wrong fields, the text fields in a grid, then the coordinates with their map. */
export function PlaceForm<K extends string>({ id, form, onSubmit, mapLabel, mapTiles, busy, extraFields, children, footer }: PlaceFormProps<K>) {
  const { errors } = form;
  return (
    <CheckedForm id={id} onSubmit={onSubmit} errorCount={Object.keys(errors).length} busy={busy}>
      <FieldGrid>
        <TextFields fields={form.fields} limits={form.limits} values={form.texts} errors={errors} onChange={form.setText} disabled={busy} />
        {extraFields}
      </FieldGrid>
      {children}
      <CoordinatesField
        value={form.where}
        onChange={form.setWhere}
        mapLabel={mapLabel}
        tiles={mapTiles}
        errors={{ lat: errors.lat, lng: errors.lng }}
        disabled={busy}
      />
      {footer}
    </CheckedForm>
  );
}
