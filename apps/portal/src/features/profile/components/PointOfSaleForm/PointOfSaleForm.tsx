import type { PuntoVenta } from '@socios/api';
import { POINT_OF_SALE_LIMITS, validatePointOfSale } from '@socios/domain';
import type { MapTiles } from '@socios/ui';
import type { FormEvent } from 'react';
import type { TextFieldSpec } from '../formParts';
import { PlaceForm, usePlaceForm } from '../placeForm';

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

const FIELDS: readonly TextFieldSpec<TextKey>[] = [
  { key: 'SOCPV_NOMBRE', label: 'Nombre', required: true },
  { key: 'SOCPV_DIRECCION', label: 'Dirección', autoComplete: 'street-address' },
  { key: 'SOCPV_CP', label: 'Código postal', autoComplete: 'postal-code', inputMode: 'numeric' },
  { key: 'SOCPV_POBLACION', label: 'Población', autoComplete: 'address-level2' },
  { key: 'SOCPV_PROVINCIA', label: 'Provincia', autoComplete: 'address-level1' },
  { key: 'SOCPV_TELEFONO', label: 'Teléfono', autoComplete: 'tel', inputMode: 'tel' },
  { key: 'SOCPV_FAX', label: 'Fax', inputMode: 'tel' },
  { key: 'SOCPV_MAIL', label: 'Correo electrónico', type: 'email', autoComplete: 'email', inputMode: 'email' },
];

const POSITION = { lat: 'SOCPV_LATITUD', lng: 'SOCPV_LONGITUD', zoom: 'SOCPV_ZOOM' } as const;

/**
 * A point of sale (001 §3 Point of sale): name (required), address, postal code, town, province, phone, fax, e-mail,
 * and where it is on the map. Each text keeps to its limit (POINT_OF_SALE_LIMITS); the server checks the same.
 */
export function PointOfSaleForm({ id, point, onSubmit, mapTiles = null, busy = false }: PointOfSaleFormProps) {
  const form = usePlaceForm({ fields: FIELDS, limits: POINT_OF_SALE_LIMITS, position: POSITION, stored: point });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The rules: name required, limits, e-mail, phone digits, both coordinates or none.
    const checked = form.check(({ texts, lat, lng, zoom }) =>
      validatePointOfSale({ ...texts, SOCPV_NOMBRE: form.texts.SOCPV_NOMBRE, SOCPV_LATITUD: lat, SOCPV_LONGITUD: lng, SOCPV_ZOOM: zoom }),
    );
    if (checked) await onSubmit(checked);
  };

  return <PlaceForm id={id} form={form} onSubmit={submit} mapLabel="Ubicación del punto de venta en el mapa" mapTiles={mapTiles} busy={busy} />;
}
