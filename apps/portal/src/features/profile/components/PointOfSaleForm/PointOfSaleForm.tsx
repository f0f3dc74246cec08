import type { PuntoVenta } from '@socios/api';
import { POINT_OF_SALE_LIMITS, type PointOfSaleField, validatePointOfSale } from '@socios/domain';
import { type MapTiles, Notice, Stack, TextField } from '@socios/ui';
import { type FormEvent, useState } from 'react';
import { type CoordinatesText, CoordinatesField } from '../CoordinatesField';
import { checkCoordinates, coordinateText, parseCoordinate, StyledFieldGrid, textOrNull } from '../formParts';

/** The fields a point-of-sale save sends (UpdateSocioPuntoVenta without Accion and SOCPV_ID). */
export interface PointOfSaleValue {
  SOCPV_NOMBRE: string;
  SOCPV_DIRECCION: string | null;
  SOCPV_CP: string | null;
  SOCPV_POBLACION: string | null;
  SOCPV_PROVINCIA: string | null;
  SOCPV_TELEFONO: string | null;
  SOCPV_FAX: string | null;
  SOCPV_MAIL: string | null;
  SOCPV_LATITUD: number | null;
  SOCPV_LONGITUD: number | null;
  SOCPV_ZOOM: number | null;
}

type TextKey = keyof typeof POINT_OF_SALE_LIMITS;
type Errors = Partial<Record<TextKey | 'lat' | 'lng', string>>;

/** The form's field of a rule's field (the position's errors go under the coordinates). */
const formKey = (field: PointOfSaleField): TextKey | 'lat' | 'lng' =>
  field === 'SOCPV_LATITUD' || field === 'SOCPV_ZOOM' ? 'lat' : field === 'SOCPV_LONGITUD' ? 'lng' : field;

export interface PointOfSaleFormProps {
  /** Id of the form element (its submit button sits in the modal's footer). */
  id: string;
  /** The point edited; null for a new one. */
  point: PuntoVenta | null;
  /** Receives the checked value. */
  onSubmit: (value: PointOfSaleValue) => void | Promise<void>;
  /** Tiles of the map (MAP_TILE_URL); the country outlines alone when null. */
  mapTiles?: MapTiles | null;
  /** Refuse changes while a save runs. */
  busy?: boolean;
}

const FIELDS: readonly { key: TextKey; label: string; autoComplete?: string; inputMode?: 'tel' | 'email' | 'numeric' }[] = [
  { key: 'SOCPV_NOMBRE', label: 'Nombre' },
  { key: 'SOCPV_DIRECCION', label: 'Dirección', autoComplete: 'street-address' },
  { key: 'SOCPV_CP', label: 'Código postal', autoComplete: 'postal-code', inputMode: 'numeric' },
  { key: 'SOCPV_POBLACION', label: 'Población', autoComplete: 'address-level2' },
  { key: 'SOCPV_PROVINCIA', label: 'Provincia', autoComplete: 'address-level1' },
  { key: 'SOCPV_TELEFONO', label: 'Teléfono', autoComplete: 'tel', inputMode: 'tel' },
  { key: 'SOCPV_FAX', label: 'Fax', inputMode: 'tel' },
  { key: 'SOCPV_MAIL', label: 'Correo electrónico', autoComplete: 'email', inputMode: 'email' },
];

/**
 * A point of sale (001 §3 Point of sale): name (required), address, postal code, town, province, phone, fax, e-mail,
 * and where it is on the map. Each text keeps to its limit (POINT_OF_SALE_LIMITS); the server checks the same.
 */
export function PointOfSaleForm({ id, point, onSubmit, mapTiles = null, busy = false }: PointOfSaleFormProps) {
  const [fields, setFields] = useState<Record<TextKey, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f.key, point?.[f.key] ?? ''])) as Record<TextKey, string>,
  );
  const [where, setWhere] = useState<CoordinatesText>({ lat: coordinateText(point?.SOCPV_LATITUD), lng: coordinateText(point?.SOCPV_LONGITUD) });
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A typed coordinate that is not a number is the form's own error; the rest are the domain's rules, the same
    // the server applies (name required, limits, e-mail, phone digits, both coordinates or none).
    const found: Errors = { ...checkCoordinates(where.lat, where.lng) };
    const lat = parseCoordinate(where.lat) ?? null;
    const lng = parseCoordinate(where.lng) ?? null;
    const checked = validatePointOfSale({
      ...Object.fromEntries(FIELDS.map((f) => [f.key, textOrNull(fields[f.key])])),
      SOCPV_NOMBRE: fields.SOCPV_NOMBRE,
      SOCPV_LATITUD: lat,
      SOCPV_LONGITUD: lng,
      SOCPV_ZOOM: lat === null || lng === null ? null : (point?.SOCPV_ZOOM ?? null),
    });
    if (!checked.ok) for (const e of checked.errors) if (e.field) found[formKey(e.field)] ??= e.message;
    setErrors(found);
    if (Object.keys(found).length > 0 || !checked.ok) return;
    await onSubmit(checked.value);
  };

  const count = Object.keys(errors).length;
  return (
    <Stack as="form" id={id} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {count > 0 ? (
        <Notice tone="warning" role="alert">
          {count === 1 ? 'Revise el campo marcado.' : `Revise los ${count} campos marcados.`}
        </Notice>
      ) : null}
      <StyledFieldGrid>
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            label={f.label}
            required={f.key === 'SOCPV_NOMBRE'}
            autoComplete={f.autoComplete ?? 'off'}
            inputMode={f.inputMode}
            type={f.key === 'SOCPV_MAIL' ? 'email' : 'text'}
            maxLength={POINT_OF_SALE_LIMITS[f.key]}
            value={fields[f.key]}
            onChange={(e) => {
              const text = e.target.value;
              setFields((all) => ({ ...all, [f.key]: text }));
            }}
            error={errors[f.key]}
            disabled={busy}
            fullWidth
          />
        ))}
      </StyledFieldGrid>
      <CoordinatesField
        value={where}
        onChange={setWhere}
        mapLabel="Ubicación del punto de venta en el mapa"
        tiles={mapTiles}
        errors={{ lat: errors.lat, lng: errors.lng }}
        disabled={busy}
      />
    </Stack>
  );
}
