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

/** A point of sale as the directory lists it: PUNTOVENTA is its one-line text (name, address, town). */
export const PuntoVentaListado = z.object({
  SOCPV_ID: z.number().int(),
  SOCPV_NOMBRE: z.string(),
  PUNTOVENTA: z.string(),
  SOCPV_TELEFONO: z.string().nullable(),
  SOCPV_MAIL: z.string().nullable(),
  SOCPV_LATITUD: z.number().nullable(),
  SOCPV_LONGITUD: z.number().nullable(),
});
export type PuntoVentaListado = z.infer<typeof PuntoVentaListado>;

/** A member of the group as the directory lists it (001 §2.15, §3 Member): PRV_CP repeats SOC_CP as the old list did. */
export const SocioListado = Socio.extend({
  PRV_CP: z.string().nullable(),
  PUNTOSVENTA: z.array(PuntoVentaListado),
});
export type SocioListado = z.infer<typeof SocioListado>;

/** One change to the member's users or their permissions, as the audit log keeps it ('Registro de cambios'). */
export const RegistroCambio = z.object({
  REG_ID: z.number().int(),
  /** When, ISO 8601 with time zone. */
  REG_FECHA: z.string(),
  /** Who made the change (name and surnames; login name in brackets). */
  REG_AUTOR: z.string(),
  /** The user changed (name and surnames), also after it was deleted. */
  REG_USUARIO: z.string(),
  REG_ID_USUARIO: z.number().int().nullable(),
  /** 'Alta', 'Modificación' or 'Baja'. */
  REG_ACCION: z.enum(['Alta', 'Modificación', 'Baja']),
  /** The field or permission changed, by its Spanish label ('Nombre', 'Permiso Tarifas', 'Contraseña'…). */
  REG_CAMPO: z.string(),
  REG_ANTERIOR: z.string().nullable(),
  REG_NUEVO: z.string().nullable(),
});
export type RegistroCambio = z.infer<typeof RegistroCambio>;
