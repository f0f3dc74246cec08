import type { Socio } from '@socios/api';
import { MEMBER_LIMITS, type MemberField, validateMemberFields } from '@socios/domain';
import { type MapTiles, Notice, Stack, TextField } from '@socios/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { type CoordinatesText, CoordinatesField } from '../CoordinatesField';
import { checkCoordinates, coordinateText, parseCoordinate, StyledFieldGrid, textOrNull } from '../formParts';
import { ImageField, type ImageValue, storedImage } from '../ImageField';

/** The member fields a save sends (UpdateSocio without Accion, SOC_ID and the logo's wire fields) and the logo. */
export interface MemberFormValue {
  SOC_NOMBRE: string;
  SOC_CONTACTO: string | null;
  SOC_DIRECCION: string | null;
  SOC_POBLACION: string | null;
  SOC_PROVINCIA: string | null;
  SOC_CP: string | null;
  SOC_TELEFONO: string | null;
  SOC_MAIL: string | null;
  SOC_LATITUD: number | null;
  SOC_LONGITUD: number | null;
  SOC_ZOOM: number | null;
  /** The logo kept, chosen or removed. */
  logo: ImageValue;
}

type TextKey = keyof typeof MEMBER_LIMITS;
type Errors = Partial<Record<TextKey | 'lat' | 'lng', string>>;

/** The form's field of a rule's field (the position's errors go under the coordinates). */
const formKey = (field: MemberField): TextKey | 'lat' | 'lng' =>
  field === 'SOC_LATITUD' || field === 'SOC_ZOOM' ? 'lat' : field === 'SOC_LONGITUD' ? 'lng' : field;

export interface MemberFormProps {
  /** Id of the form element. */
  id: string;
  /** The member company. */
  socio: Socio;
  /** An account administrator edits it; everyone else sees the company name only, read-only (001 §6). */
  editable: boolean;
  /** Address of a stored logo by its document id. */
  imageUrl: (id: number) => string;
  /** Receives the checked value. */
  onSubmit: (value: MemberFormValue) => void | Promise<void>;
  /** Buttons at the end of the form. */
  footer?: ReactNode;
  /** Tiles of the map (MAP_TILE_URL); the country outlines alone when null. */
  mapTiles?: MapTiles | null;
  /** Refuse changes while a save runs. */
  busy?: boolean;
}

const FIELDS: readonly { key: TextKey; label: string; autoComplete?: string; inputMode?: 'tel' | 'email' | 'numeric' }[] = [
  { key: 'SOC_NOMBRE', label: 'Nombre', autoComplete: 'organization' },
  { key: 'SOC_CONTACTO', label: 'Administrador', autoComplete: 'name' },
  { key: 'SOC_DIRECCION', label: 'Dirección', autoComplete: 'street-address' },
  { key: 'SOC_CP', label: 'Código postal', autoComplete: 'postal-code', inputMode: 'numeric' },
  { key: 'SOC_POBLACION', label: 'Población', autoComplete: 'address-level2' },
  { key: 'SOC_PROVINCIA', label: 'Provincia', autoComplete: 'address-level1' },
  { key: 'SOC_TELEFONO', label: 'Teléfono', autoComplete: 'tel', inputMode: 'tel' },
  { key: 'SOC_MAIL', label: 'Correo electrónico', autoComplete: 'email', inputMode: 'email' },
];

/**
 * The member company (001 §3 Member, §6): for an account administrator its name, administrator (SOC_CONTACTO),
 * address, phone, e-mail, logo and place on the map, with the CIF and country shown read-only; for everyone else the
 * company name, read-only.
 */
export function MemberForm({ id, socio, editable, imageUrl, onSubmit, footer, mapTiles = null, busy = false }: MemberFormProps) {
  const [fields, setFields] = useState<Record<TextKey, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f.key, socio[f.key] ?? ''])) as Record<TextKey, string>,
  );
  const [where, setWhere] = useState<CoordinatesText>({ lat: coordinateText(socio.SOC_LATITUD), lng: coordinateText(socio.SOC_LONGITUD) });
  const [logo, setLogo] = useState<ImageValue>(() => storedImage(socio.SOC_ID_DOCUMENTO));
  const [errors, setErrors] = useState<Errors>({});

  if (!editable) {
    return (
      <Stack>
        <TextField label="Nombre del socio" value={socio.SOC_NOMBRE} readOnly fullWidth />
        <Notice tone="info">Solo los administradores de cuentas pueden modificar los datos del socio.</Notice>
      </Stack>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A typed coordinate that is not a number is the form's own error; the rest are the domain's rules, the same
    // the server applies.
    const found: Errors = { ...checkCoordinates(where.lat, where.lng) };
    const lat = parseCoordinate(where.lat) ?? null;
    const lng = parseCoordinate(where.lng) ?? null;
    const checked = validateMemberFields({
      ...Object.fromEntries(FIELDS.map((f) => [f.key, textOrNull(fields[f.key])])),
      SOC_NOMBRE: fields.SOC_NOMBRE,
      SOC_LATITUD: lat,
      SOC_LONGITUD: lng,
      SOC_ZOOM: lat === null || lng === null ? null : socio.SOC_ZOOM,
    });
    if (!checked.ok) for (const e of checked.errors) if (e.field) found[formKey(e.field)] ??= e.message;
    setErrors(found);
    if (Object.keys(found).length > 0 || !checked.ok) return;
    await onSubmit({ ...checked.value, logo });
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
            required={f.key === 'SOC_NOMBRE'}
            autoComplete={f.autoComplete ?? 'off'}
            inputMode={f.inputMode}
            type={f.key === 'SOC_MAIL' ? 'email' : 'text'}
            maxLength={MEMBER_LIMITS[f.key]}
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
        <TextField label="CIF" value={socio.SOC_CIF} readOnly fullWidth />
        <TextField label="País" value={socio.PAI_DESCRIPCION} readOnly fullWidth />
      </StyledFieldGrid>
      <ImageField label="Logotipo" value={logo} onChange={setLogo} imageUrl={imageUrl} disabled={busy} />
      <CoordinatesField
        value={where}
        onChange={setWhere}
        mapLabel="Ubicación del socio en el mapa"
        tiles={mapTiles}
        errors={{ lat: errors.lat, lng: errors.lng }}
        disabled={busy}
      />
      {footer}
    </Stack>
  );
}
