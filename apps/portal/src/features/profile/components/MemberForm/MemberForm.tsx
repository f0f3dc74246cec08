import type { Socio } from '@socios/api';
import { MEMBER_LIMITS, validateMemberFields } from '@socios/domain';
import { type MapTiles, Notice, Stack, TextField } from '@socios/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { TextFieldSpec } from '../formParts';
import { ImageField, type ImageValue, storedImage } from '../ImageField';
import { PlaceForm, usePlaceForm } from '../placeForm';

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

const FIELDS: readonly TextFieldSpec<TextKey>[] = [
  { key: 'SOC_NOMBRE', label: 'Nombre', required: true, autoComplete: 'organization' },
  { key: 'SOC_CONTACTO', label: 'Administrador', autoComplete: 'name' },
  { key: 'SOC_DIRECCION', label: 'Dirección', autoComplete: 'street-address' },
  { key: 'SOC_CP', label: 'Código postal', autoComplete: 'postal-code', inputMode: 'numeric' },
  { key: 'SOC_POBLACION', label: 'Población', autoComplete: 'address-level2' },
  { key: 'SOC_PROVINCIA', label: 'Provincia', autoComplete: 'address-level1' },
  { key: 'SOC_TELEFONO', label: 'Teléfono', autoComplete: 'tel', inputMode: 'tel' },
  { key: 'SOC_MAIL', label: 'Correo electrónico', type: 'email', autoComplete: 'email', inputMode: 'email' },
];

const POSITION = { lat: 'SOC_LATITUD', lng: 'SOC_LONGITUD', zoom: 'SOC_ZOOM' } as const;

/**
 * The member company (001 §3 Member, §6): for an account administrator its name, administrator (SOC_CONTACTO),
 * address, phone, e-mail, logo and place on the map, with the CIF and country shown read-only; for everyone else the
 * company name, read-only.
 */
export function MemberForm({ id, socio, editable, imageUrl, onSubmit, footer, mapTiles = null, busy = false }: MemberFormProps) {
  const form = usePlaceForm({ fields: FIELDS, limits: MEMBER_LIMITS, position: POSITION, stored: socio });
  const [logo, setLogo] = useState<ImageValue>(() => storedImage(socio.SOC_ID_DOCUMENTO));

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
    const checked = form.check(({ texts, lat, lng, zoom }) =>
      validateMemberFields({ ...texts, SOC_NOMBRE: form.texts.SOC_NOMBRE, SOC_LATITUD: lat, SOC_LONGITUD: lng, SOC_ZOOM: zoom }),
    );
    if (checked) await onSubmit({ ...checked, logo });
  };

  return (
    <PlaceForm
      id={id}
      form={form}
      onSubmit={submit}
      mapLabel="Ubicación del socio en el mapa"
      mapTiles={mapTiles}
      busy={busy}
      extraFields={
        <>
          <TextField label="CIF" value={socio.SOC_CIF} readOnly fullWidth />
          <TextField label="País" value={socio.PAI_DESCRIPCION} readOnly fullWidth />
        </>
      }
      footer={footer}
    >
      <ImageField label="Logotipo" value={logo} onChange={setLogo} imageUrl={imageUrl} disabled={busy} />
    </PlaceForm>
  );
}
