import { z } from 'zod';

/** A point of sale of a member (001 §3 Point of sale). */
export const PuntoVenta = z.object({
  SOCPV_ID: z.number().int(),
  SOCPV_NOMBRE: z.string(),
  SOCPV_DIRECCION: z.string().nullable(),
  SOCPV_CP: z.string().nullable(),
  SOCPV_POBLACION: z.string().nullable(),
  SOCPV_PROVINCIA: z.string().nullable(),
  SOCPV_TELEFONO: z.string().nullable(),
  SOCPV_FAX: z.string().nullable(),
  SOCPV_MAIL: z.string().nullable(),
  SOCPV_LATITUD: z.number().nullable(),
  SOCPV_LONGITUD: z.number().nullable(),
  SOCPV_ZOOM: z.number().int().nullable(),
});
export type PuntoVenta = z.infer<typeof PuntoVenta>;

/** A member company (001 §3 Member). */
export const Socio = z.object({
  SOC_ID: z.number().int(),
  SOC_NOMBRE: z.string(),
  SOC_CONTACTO: z.string().nullable(),
  SOC_DIRECCION: z.string().nullable(),
  SOC_POBLACION: z.string().nullable(),
  SOC_PROVINCIA: z.string().nullable(),
  SOC_CP: z.string().nullable(),
  SOC_TELEFONO: z.string().nullable(),
  SOC_MAIL: z.string().nullable(),
  SOC_CIF: z.string(),
  SOC_LATITUD: z.number().nullable(),
  SOC_LONGITUD: z.number().nullable(),
  SOC_ZOOM: z.number().int().nullable(),
  SOC_ID_DOCUMENTO: z.number().int().nullable(),
  PAI_ID: z.number().int(),
  PAI_DESCRIPCION: z.string(),
});
export type Socio = z.infer<typeof Socio>;
