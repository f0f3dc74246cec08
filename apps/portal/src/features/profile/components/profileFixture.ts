import type { Permisos, PuntoVenta, RegistroCambio, Socio, Usuario } from '@socios/api';

/** Data of the profile stories: the demo member's company, users, points of sale and log. */

const noPermissions = {
  USR_PERM_CONSUMOS: false,
  USR_PERM_INFOS: false,
  USR_PERM_DOCUMENTOS: false,
  USR_PERM_ESTUDIOS: false,
  USR_PERM_TARIFAS: false,
  USR_PERM_NETOS: false,
  USR_PERM_CONDICIONES: false,
  USR_PERM_CONDICIONES_PERSONALIZADAS: false,
  USR_PERM_CONDICIONES_ENTRE_SOCIOS: false,
  USR_PERM_PROMOCIONES: false,
  USR_PERM_BUSCAR_MATRICULA: false,
  USR_PERM_IDENTIDAD: false,
  USR_PERM_REDES: false,
};

/** A user of Recambios Demo. */
export function demoUser(over: Partial<Usuario> = {}): Usuario {
  return {
    USR_ID: 1,
    USR_NOMBRE: 'Ana',
    USR_APELLIDOS: 'García López',
    USR_MAIL: 'ana.garcia@recambiosdemo.es',
    USR_CLAVE: 'admin',
    USR_ULTVISIT: null,
    USR_ID_IDIOMA: 1,
    USR_ID_SOCIO: 1,
    USR_ID_DOCUMENTO: null,
    USR_ADMINISTRAR_CUENTAS: true,
    ...noPermissions,
    USR_PERM_INFOS: true,
    USR_PERM_TARIFAS: true,
    USR_PERM_CONSUMOS: true,
    ...over,
  };
}

/** The member's users: the administrator and two colleagues. */
export const demoUsers: Usuario[] = [
  demoUser(),
  demoUser({
    USR_ID: 2,
    USR_NOMBRE: 'Jorge',
    USR_APELLIDOS: 'Martín Ruiz',
    USR_CLAVE: 'socio',
    USR_MAIL: 'jorge@recambiosdemo.es',
    USR_ADMINISTRAR_CUENTAS: false,
  }),
  demoUser({ USR_ID: 3, USR_NOMBRE: 'Lucía', USR_APELLIDOS: 'Núñez', USR_CLAVE: 'lnunez', USR_MAIL: 'lucia@recambiosdemo.es', USR_ADMINISTRAR_CUENTAS: false }),
];

/** What an administrator holding Noticias, Tarifas and Consumos may grant. */
export const adminPermisos: Permisos = {
  Consumos: true,
  Noticias: true,
  Documentos: false,
  Estudios: false,
  Tarifas: true,
  Tarifas_Netos: false,
  Condiciones: false,
  CondicionesPersonalizadas: false,
  CondicionesEntreSocios: false,
  Promociones: false,
  BuscarMatricula: false,
  Identidad: false,
  Redes: false,
};

/** The member company. */
export const demoSocio: Socio = {
  SOC_ID: 1,
  SOC_NOMBRE: 'Recambios Demo',
  SOC_CONTACTO: 'Ana García López',
  SOC_DIRECCION: 'Calle de Alcalá 120',
  SOC_POBLACION: 'Madrid',
  SOC_PROVINCIA: 'Madrid',
  SOC_CP: '28009',
  SOC_TELEFONO: '914445566',
  SOC_MAIL: 'info@recambiosdemo.es',
  SOC_CIF: 'B12345678',
  SOC_LATITUD: 40.4215,
  SOC_LONGITUD: -3.6768,
  SOC_ZOOM: 12,
  SOC_ID_DOCUMENTO: null,
  PAI_ID: 1,
  PAI_DESCRIPCION: 'España',
};

/** A point of sale. */
export function demoPoint(over: Partial<PuntoVenta> = {}): PuntoVenta {
  return {
    SOCPV_ID: 1,
    SOCPV_NOMBRE: 'Tienda Centro',
    SOCPV_DIRECCION: 'Calle Mayor 3',
    SOCPV_CP: '28013',
    SOCPV_POBLACION: 'Madrid',
    SOCPV_PROVINCIA: 'Madrid',
    SOCPV_TELEFONO: '915551234',
    SOCPV_FAX: null,
    SOCPV_MAIL: 'centro@recambiosdemo.es',
    SOCPV_LATITUD: 40.4168,
    SOCPV_LONGITUD: -3.7038,
    SOCPV_ZOOM: 14,
    ...over,
  };
}

/** The member's points of sale: one complete, one without phone, fax or place on the map. */
export const demoPoints: PuntoVenta[] = [
  demoPoint(),
  demoPoint({
    SOCPV_ID: 2,
    SOCPV_NOMBRE: 'Almacén Norte',
    SOCPV_DIRECCION: 'Avenida de Burgos 40',
    SOCPV_CP: '28108',
    SOCPV_POBLACION: 'Alcobendas',
    SOCPV_TELEFONO: null,
    SOCPV_MAIL: null,
    SOCPV_LATITUD: null,
    SOCPV_LONGITUD: null,
    SOCPV_ZOOM: null,
  }),
];

/** A page of the audit log, newest first. */
export const demoAudit: RegistroCambio[] = [
  {
    REG_ID: 3,
    REG_FECHA: '2026-11-20T10:15:00Z',
    REG_AUTOR: 'Ana García López (admin)',
    REG_USUARIO: 'Lucía Núñez',
    REG_ID_USUARIO: 3,
    REG_ACCION: 'Modificación',
    REG_CAMPO: 'Permiso Tarifas',
    REG_ANTERIOR: 'No',
    REG_NUEVO: 'Sí',
  },
  {
    REG_ID: 2,
    REG_FECHA: '2026-11-19T16:40:00Z',
    REG_AUTOR: 'Ana García López (admin)',
    REG_USUARIO: 'Jorge Martín Ruiz',
    REG_ID_USUARIO: 2,
    REG_ACCION: 'Modificación',
    REG_CAMPO: 'Contraseña',
    REG_ANTERIOR: null,
    REG_NUEVO: null,
  },
  {
    REG_ID: 1,
    REG_FECHA: '2026-11-18T08:05:00Z',
    REG_AUTOR: 'Ana García López (admin)',
    REG_USUARIO: 'Lucía Núñez',
    REG_ID_USUARIO: 3,
    REG_ACCION: 'Alta',
    REG_CAMPO: 'Usuario',
    REG_ANTERIOR: null,
    REG_NUEVO: 'lnunez',
  },
];

/** A stand-in for the attachment download in the stories: every stored image is a small drawn circle. */
export const storyImageUrl = (_id: number) =>
  `data:image/svg+xml,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><circle cx='5' cy='5' r='4'/></svg>")}`;
