/**
 * Accounts of a member (spec 001 §3 Member / Point of sale / User, §5, §6): the field limits of the member company,
 * its points of sale and its users, and who may grant what. The browser's forms and the server use these same rules.
 *
 * Choices:
 * - Limits are counted in characters as a person counts them (NFC code points) after trimming.
 * - A new user is never an account administrator and gets only the permissions its creator holds (§6). On an edit,
 *   an administrator can switch on or off only the permissions it holds itself; the others keep their value.
 * - The current password is checked on the server against the stored scrypt hash (see `passwordChangeNeedsCurrent`):
 *   the stored password is never known in clear, so the comparison is exact, not case-insensitive as the spec's old
 *   client did.
 * - Every field rule reports all failing fields (the server answers them joined, one a line, with `refusalText`).
 *   Texts are trimmed and NFC-normalised; an empty optional text is stored as null.


/** Longest text of each member company field (SOC_*). */
export const MEMBER_LIMITS = {
  SOC_NOMBRE: 100,
  SOC_CONTACTO: 100,
  SOC_DIRECCION: 200,
  SOC_POBLACION: 100,
  SOC_PROVINCIA: 100,
  SOC_CP: 10,
  SOC_TELEFONO: 20,
  SOC_MAIL: 250,
} as const;

/** Longest text of each point-of-sale field (SOCPV_*). */
export const POINT_OF_SALE_LIMITS = {
  SOCPV_NOMBRE: 100,
  SOCPV_DIRECCION: 200,
  SOCPV_CP: 10,
  SOCPV_POBLACION: 100,
  SOCPV_PROVINCIA: 100,
  SOCPV_TELEFONO: 20,
  SOCPV_FAX: 20,
  SOCPV_MAIL: 250,
} as const;

/** Longest text of each user field (USR_*). */
export const USER_FIELD_LIMITS = {
  USR_NOMBRE: 100,
  USR_APELLIDOS: 150,
  USR_MAIL: 250,
  USR_CLAVE: 50,
} as const;

/** Map zoom levels a member or point of sale may keep (SOC_ZOOM, SOCPV_ZOOM). */
export const MAP_ZOOM_RANGE = { min: 1, max: 19 } as const;

/** The map's default view (001 §9). */
export const MAP_DEFAULT_VIEW = { lat: 40.417229, lng: -3.702814, zoom: 9 } as const;

/** Texts of profile and accounts (001 §8) and of our own refusals. */
export const ACCOUNT_MESSAGES = {
  userAdded: 'Usuario añadido con éxito',
  userModified: 'Usuario modificado con éxito',
  pointAdded: 'Punto de venta añadido con éxito',
  pointModified: 'Punto de venta modificado con éxito',
  memberModified: 'Socio modificado con éxito',
  memberError: 'Error al modificar el socio',
  recoverySent: 'El correo se envió con éxito',
  notSpecified: 'Sin especificar',
  onlyAdmins: 'Solo los administradores de cuentas pueden hacer este cambio.',
  noSelfDelete: 'No puede borrar su propio usuario.',
  loginTaken: 'Ya existe un usuario con ese nombre de usuario.',
  mailTaken: 'Ya existe un usuario con esa dirección de correo.',
} as const;
