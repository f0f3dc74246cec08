/**
 * Field rules of users, the member company and its points of sale (001 §3, §5), with Spanish labels and texts. Every
 * rule reports all failing fields; texts are trimmed and NFC-normalised, an empty optional text is null.
 */
import { hasInvalidCharacters } from '../csv/encoding';
import type { FieldError, Result } from '../result';
import { isEmailAddress } from '../validation/email';
import { type CommonPasswordCheck, characterCount, validateNewPassword } from '../validation/password';
import { USER_MESSAGES } from '../validation/user';
import { MAP_ZOOM_RANGE, MEMBER_LIMITS, POINT_OF_SALE_LIMITS, USER_FIELD_LIMITS } from './limits';

/**
 * Our texts for what the spec does not word (its forms only say 'Introduzca nombre', 'Introduzca usuario' and the
 * password texts, in USER_MESSAGES): the server must say why it refuses what a form would not have sent.
 */
export const FIELD_MESSAGES = {
  tooLong: (label: string, max: number) => `El campo ${label} no puede superar ${max} caracteres`,
  lineBreak: (label: string) => `El campo ${label} no puede contener saltos de línea`,
  invalidCharacters: (label: string) => `El campo ${label} contiene caracteres no válidos`,
  phone: (label: string) => `El campo ${label} solo puede contener dígitos, espacios y el prefijo +`,
  email: (label: string) => `El campo ${label} no es una dirección de correo electrónico válida`,
  emailRequired: 'Introduzca una dirección de correo electrónico válida',
  loginSpaces: 'El nombre de usuario no puede contener espacios',
  memberNameRequired: 'Introduzca el nombre del socio',
  pointNameRequired: 'Introduzca el nombre del punto de venta',
  coordinatesPair: 'Indique la latitud y la longitud, o ninguna de las dos',
  latitude: 'La latitud debe estar entre -90 y 90',
  longitude: 'La longitud debe estar entre -180 y 180',
  zoom: `El zoom del mapa debe ser un número entero entre ${MAP_ZOOM_RANGE.min} y ${MAP_ZOOM_RANGE.max}`,
} as const;

/** Spanish labels of the member fields (SOC_CONTACTO is shown as 'Administrador', 001 §3). */
export const MEMBER_FIELD_LABELS = {
  SOC_NOMBRE: 'Nombre',
  SOC_CONTACTO: 'Administrador',
  SOC_DIRECCION: 'Dirección',
  SOC_POBLACION: 'Población',
  SOC_PROVINCIA: 'Provincia',
  SOC_CP: 'Código postal',
  SOC_TELEFONO: 'Teléfono',
  SOC_MAIL: 'Correo electrónico',
} as const satisfies Record<keyof typeof MEMBER_LIMITS, string>;

/** Spanish labels of the point-of-sale fields. */
export const POINT_OF_SALE_FIELD_LABELS = {
  SOCPV_NOMBRE: 'Nombre',
  SOCPV_DIRECCION: 'Dirección',
  SOCPV_CP: 'Código postal',
  SOCPV_POBLACION: 'Población',
  SOCPV_PROVINCIA: 'Provincia',
  SOCPV_TELEFONO: 'Teléfono',
  SOCPV_FAX: 'Fax',
  SOCPV_MAIL: 'Correo electrónico',
} as const satisfies Record<keyof typeof POINT_OF_SALE_LIMITS, string>;

/** Spanish labels of the permission flags (the same names the portal's menu and gating use). */
export const PERMISSION_FLAG_LABELS = {
  USR_PERM_CONSUMOS: 'Consumos',
  USR_PERM_INFOS: 'Noticias',
  USR_PERM_DOCUMENTOS: 'Documentos',
  USR_PERM_ESTUDIOS: 'Estudios de mercado',
  USR_PERM_TARIFAS: 'Tarifas',
  USR_PERM_NETOS: 'Tarifas de netos',
  USR_PERM_CONDICIONES: 'Condiciones',
  USR_PERM_CONDICIONES_PERSONALIZADAS: 'Condiciones personalizadas',
  USR_PERM_CONDICIONES_ENTRE_SOCIOS: 'Condiciones entre socios',
  USR_PERM_PROMOCIONES: 'Promociones',
  USR_PERM_BUSCAR_MATRICULA: 'Buscar por matrícula',
  USR_PERM_IDENTIDAD: 'Identidad',
  USR_PERM_REDES: 'Redes',
} as const;

/** Spanish labels of the user fields, as the user form and the audit log name them. */
export const USER_FIELD_LABELS = {
  USR_NOMBRE: 'Nombre',
  USR_APELLIDOS: 'Apellidos',
  USR_MAIL: 'Correo electrónico',
  USR_CLAVE: 'Usuario',
  USR_PWD: 'Contraseña',
} as const;

/** A text field's rule: limit, label, whether it is required (with the message) and its kind. */
interface TextRule<F extends string> {
  readonly field: F;
  readonly label: string;
  readonly max: number;
  readonly required?: string;
  readonly kind?: 'email' | 'phone' | 'login';
}

const PHONE = /^\+?[0-9][0-9 ]*$/;

/**
 * Checks one text field and answers its stored form: trimmed, NFC-normalised, null when empty. Length is counted as
 * a person counts characters. Problems go to `errors`, one per field (the first that applies).
 */
function checkText<F extends string>(raw: string | null | undefined, rule: TextRule<F>, errors: FieldError<F>[]): string | null {
  const text = (raw ?? '').trim().normalize('NFC');
  const fail = (message: string) => {
    errors.push({ field: rule.field, message });
    return null;
  };
  if (text === '') return rule.required ? fail(rule.required) : null;
  if (/[\r\n]/.test(text)) return fail(FIELD_MESSAGES.lineBreak(rule.label));
  if (hasInvalidCharacters(text)) return fail(FIELD_MESSAGES.invalidCharacters(rule.label));
  if (characterCount(text) > rule.max) return fail(FIELD_MESSAGES.tooLong(rule.label, rule.max));
  if (rule.kind === 'email' && !isEmailAddress(text)) return fail(FIELD_MESSAGES.email(rule.label));
  if (rule.kind === 'phone' && !PHONE.test(text)) return fail(FIELD_MESSAGES.phone(rule.label));
  if (rule.kind === 'login' && /\s/.test(text)) return fail(FIELD_MESSAGES.loginSpaces);
  return text;
}

/** A map position as a form holds it: latitude, longitude and zoom, each possibly empty. */
interface PositionInput {
  readonly lat: number | null | undefined;
  readonly lng: number | null | undefined;
  readonly zoom: number | null | undefined;
}

/** Checks a map position: both coordinates or none, in range; zoom an integer of MAP_ZOOM_RANGE or empty. */
function checkPosition<F extends string>(
  input: PositionInput,
  fields: { readonly lat: F; readonly lng: F; readonly zoom: F },
  errors: FieldError<F>[],
): { lat: number | null; lng: number | null; zoom: number | null } {
  const lat = input.lat ?? null;
  const lng = input.lng ?? null;
  const zoom = input.zoom ?? null;
  if ((lat === null) !== (lng === null)) {
    errors.push({ field: lat === null ? fields.lat : fields.lng, message: FIELD_MESSAGES.coordinatesPair });
  }
  if (lat !== null && !(Number.isFinite(lat) && lat >= -90 && lat <= 90)) {
    errors.push({ field: fields.lat, message: FIELD_MESSAGES.latitude });
  }
  if (lng !== null && !(Number.isFinite(lng) && lng >= -180 && lng <= 180)) {
    errors.push({ field: fields.lng, message: FIELD_MESSAGES.longitude });
  }
  if (zoom !== null && !(Number.isInteger(zoom) && zoom >= MAP_ZOOM_RANGE.min && zoom <= MAP_ZOOM_RANGE.max)) {
    errors.push({ field: fields.zoom, message: FIELD_MESSAGES.zoom });
  }
  return { lat, lng, zoom };
}

/** Fields of the user form the rules check. */
export type UserFormField = 'USR_NOMBRE' | 'USR_APELLIDOS' | 'USR_MAIL' | 'USR_CLAVE' | 'USR_PWD' | 'USR_PWD_2';

/** What the user form sends (add or modify). */
export interface UserFieldsInput {
  readonly USR_NOMBRE: string;
  readonly USR_APELLIDOS?: string | null;
  readonly USR_MAIL: string;
  readonly USR_CLAVE: string;
  /** New password; empty or absent keeps the current one on a modify. */
  readonly USR_PWD?: string | null;
  readonly USR_PWD_2?: string | null;
}

/** A valid user form: texts trimmed and NFC-normalised; the password as typed, or null to keep the current one. */
export interface ValidUserFields {
  readonly USR_NOMBRE: string;
  readonly USR_APELLIDOS: string;
  readonly USR_MAIL: string;
  readonly USR_CLAVE: string;
  readonly USR_PWD: string | null;
}

/**
 * The user form (001 §3 User, §5): name ('Introduzca nombre'), login ('Introduzca usuario', no spaces) and e-mail
 * (needed: it is how a user recovers the password, and it is unique) required; limits of USER_FIELD_LIMITS; the
 * password follows the one password rule and must be repeated. Adding needs a password; on a modify an empty password
 * and repeat keep the current one. Every failing field is reported, in the form's order.
 */
export function validateUserFields(
  input: UserFieldsInput,
  options: { readonly adding: boolean; readonly isCommon: CommonPasswordCheck },
): Result<ValidUserFields, UserFormField> {
  const errors: FieldError<UserFormField>[] = [];
  const L = USER_FIELD_LIMITS;
  const labels = USER_FIELD_LABELS;
  const name = checkText(input.USR_NOMBRE, { field: 'USR_NOMBRE', label: labels.USR_NOMBRE, max: L.USR_NOMBRE, required: USER_MESSAGES.nameRequired }, errors);
  const surnames = checkText(input.USR_APELLIDOS, { field: 'USR_APELLIDOS', label: labels.USR_APELLIDOS, max: L.USR_APELLIDOS }, errors);
  const mail = checkText(
    input.USR_MAIL,
    { field: 'USR_MAIL', label: labels.USR_MAIL, max: L.USR_MAIL, required: FIELD_MESSAGES.emailRequired, kind: 'email' },
    errors,
  );
  const login = checkText(
    input.USR_CLAVE,
    { field: 'USR_CLAVE', label: labels.USR_CLAVE, max: L.USR_CLAVE, required: USER_MESSAGES.loginRequired, kind: 'login' },
    errors,
  );
  const password = input.USR_PWD ?? '';
  const repeat = input.USR_PWD_2 ?? '';
  const setsPassword = options.adding || password !== '' || repeat !== '';
  if (setsPassword) {
    const checked = validateNewPassword(password, repeat, options.isCommon);
    if (!checked.ok) errors.push(...checked.errors);
  }
  if (errors.length > 0 || name === null || mail === null || login === null) return { ok: false, errors };
  return {
    ok: true,
    value: {
      USR_NOMBRE: name,
      USR_APELLIDOS: surnames ?? '',
      USR_MAIL: mail,
      USR_CLAVE: login,
      USR_PWD: setsPassword ? password : null,
    },
  };
}

/** Fields of the member form the rules check. */
export type MemberField = keyof typeof MEMBER_LIMITS | 'SOC_LATITUD' | 'SOC_LONGITUD' | 'SOC_ZOOM';

/** What the member form sends (extra properties, such as SOC_ID or the logo, are ignored). */
export interface MemberFieldsInput {
  readonly SOC_NOMBRE: string;
  readonly SOC_CONTACTO?: string | null;
  readonly SOC_DIRECCION?: string | null;
  readonly SOC_POBLACION?: string | null;
  readonly SOC_PROVINCIA?: string | null;
  readonly SOC_CP?: string | null;
  readonly SOC_TELEFONO?: string | null;
  readonly SOC_MAIL?: string | null;
  readonly SOC_LATITUD?: number | null;
  readonly SOC_LONGITUD?: number | null;
  readonly SOC_ZOOM?: number | null;
}

/** A valid member form: texts trimmed and NFC-normalised, empty ones null. */
export interface ValidMemberFields {
  readonly SOC_NOMBRE: string;
  readonly SOC_CONTACTO: string | null;
  readonly SOC_DIRECCION: string | null;
  readonly SOC_POBLACION: string | null;
  readonly SOC_PROVINCIA: string | null;
  readonly SOC_CP: string | null;
  readonly SOC_TELEFONO: string | null;
  readonly SOC_MAIL: string | null;
  readonly SOC_LATITUD: number | null;
  readonly SOC_LONGITUD: number | null;
  readonly SOC_ZOOM: number | null;
}

/**
 * The member company form (001 §3 Member, §7 UpdateSocio): name required, MEMBER_LIMITS, e-mail shaped like an
 * address, phone of digits (spaces and a leading + allowed: '+351 213 456 789'), both coordinates or none, zoom in
 * MAP_ZOOM_RANGE. Every failing field is reported.
 */
export function validateMemberFields(input: MemberFieldsInput): Result<ValidMemberFields, MemberField> {
  const errors: FieldError<MemberField>[] = [];
  type Rule = TextRule<MemberField>;
  const rule = (field: keyof typeof MEMBER_LIMITS, extra: Partial<Rule> = {}): Rule => ({
    field,
    label: MEMBER_FIELD_LABELS[field],
    max: MEMBER_LIMITS[field],
    ...extra,
  });
  const name = checkText(input.SOC_NOMBRE, rule('SOC_NOMBRE', { required: FIELD_MESSAGES.memberNameRequired }), errors);
  const value = {
    SOC_CONTACTO: checkText(input.SOC_CONTACTO, rule('SOC_CONTACTO'), errors),
    SOC_DIRECCION: checkText(input.SOC_DIRECCION, rule('SOC_DIRECCION'), errors),
    SOC_POBLACION: checkText(input.SOC_POBLACION, rule('SOC_POBLACION'), errors),
    SOC_PROVINCIA: checkText(input.SOC_PROVINCIA, rule('SOC_PROVINCIA'), errors),
    SOC_CP: checkText(input.SOC_CP, rule('SOC_CP'), errors),
    SOC_TELEFONO: checkText(input.SOC_TELEFONO, rule('SOC_TELEFONO', { kind: 'phone' }), errors),
    SOC_MAIL: checkText(input.SOC_MAIL, rule('SOC_MAIL', { kind: 'email' }), errors),
  };
  const position = checkPosition(
    { lat: input.SOC_LATITUD, lng: input.SOC_LONGITUD, zoom: input.SOC_ZOOM },
    { lat: 'SOC_LATITUD', lng: 'SOC_LONGITUD', zoom: 'SOC_ZOOM' },
    errors,
  );
  if (errors.length > 0 || name === null) return { ok: false, errors };
  return {
    ok: true,
    value: { SOC_NOMBRE: name, ...value, SOC_LATITUD: position.lat, SOC_LONGITUD: position.lng, SOC_ZOOM: position.zoom },
  };
}

/** Fields of the point-of-sale form the rules check. */
export type PointOfSaleField = keyof typeof POINT_OF_SALE_LIMITS | 'SOCPV_LATITUD' | 'SOCPV_LONGITUD' | 'SOCPV_ZOOM';

/** What the point-of-sale form sends (extra properties, such as Accion or SOCPV_ID, are ignored). */
export interface PointOfSaleInput {
  readonly SOCPV_NOMBRE: string;
  readonly SOCPV_DIRECCION?: string | null;
  readonly SOCPV_CP?: string | null;
  readonly SOCPV_POBLACION?: string | null;
  readonly SOCPV_PROVINCIA?: string | null;
  readonly SOCPV_TELEFONO?: string | null;
  readonly SOCPV_FAX?: string | null;
  readonly SOCPV_MAIL?: string | null;
  readonly SOCPV_LATITUD?: number | null;
  readonly SOCPV_LONGITUD?: number | null;
  readonly SOCPV_ZOOM?: number | null;
}

/** A valid point of sale: texts trimmed and NFC-normalised, empty ones null. */
export interface ValidPointOfSale {
  readonly SOCPV_NOMBRE: string;
  readonly SOCPV_DIRECCION: string | null;
  readonly SOCPV_CP: string | null;
  readonly SOCPV_POBLACION: string | null;
  readonly SOCPV_PROVINCIA: string | null;
  readonly SOCPV_TELEFONO: string | null;
  readonly SOCPV_FAX: string | null;
  readonly SOCPV_MAIL: string | null;
  readonly SOCPV_LATITUD: number | null;
  readonly SOCPV_LONGITUD: number | null;
  readonly SOCPV_ZOOM: number | null;
}

/**
 * The point-of-sale form (001 §3 Point of sale, §7 UpdateSocioPuntoVenta): name required, POINT_OF_SALE_LIMITS,
 * e-mail shaped like an address, phone and fax of digits (spaces and a leading + allowed), both coordinates or none,
 * zoom in MAP_ZOOM_RANGE. Every failing field is reported.
 */
export function validatePointOfSale(input: PointOfSaleInput): Result<ValidPointOfSale, PointOfSaleField> {
  const errors: FieldError<PointOfSaleField>[] = [];
  type Rule = TextRule<PointOfSaleField>;
  const rule = (field: keyof typeof POINT_OF_SALE_LIMITS, extra: Partial<Rule> = {}): Rule => ({
    field,
    label: POINT_OF_SALE_FIELD_LABELS[field],
    max: POINT_OF_SALE_LIMITS[field],
    ...extra,
  });
  const name = checkText(input.SOCPV_NOMBRE, rule('SOCPV_NOMBRE', { required: FIELD_MESSAGES.pointNameRequired }), errors);
  const value = {
    SOCPV_DIRECCION: checkText(input.SOCPV_DIRECCION, rule('SOCPV_DIRECCION'), errors),
    SOCPV_CP: checkText(input.SOCPV_CP, rule('SOCPV_CP'), errors),
    SOCPV_POBLACION: checkText(input.SOCPV_POBLACION, rule('SOCPV_POBLACION'), errors),
    SOCPV_PROVINCIA: checkText(input.SOCPV_PROVINCIA, rule('SOCPV_PROVINCIA'), errors),
    SOCPV_TELEFONO: checkText(input.SOCPV_TELEFONO, rule('SOCPV_TELEFONO', { kind: 'phone' }), errors),
    SOCPV_FAX: checkText(input.SOCPV_FAX, rule('SOCPV_FAX', { kind: 'phone' }), errors),
    SOCPV_MAIL: checkText(input.SOCPV_MAIL, rule('SOCPV_MAIL', { kind: 'email' }), errors),
  };
  const position = checkPosition(
    { lat: input.SOCPV_LATITUD, lng: input.SOCPV_LONGITUD, zoom: input.SOCPV_ZOOM },
    { lat: 'SOCPV_LATITUD', lng: 'SOCPV_LONGITUD', zoom: 'SOCPV_ZOOM' },
    errors,
  );
  if (errors.length > 0 || name === null) return { ok: false, errors };
  return {
    ok: true,
    value: {
      SOCPV_NOMBRE: name,
      ...value,
      SOCPV_LATITUD: position.lat,
      SOCPV_LONGITUD: position.lng,
      SOCPV_ZOOM: position.zoom,
    },
  };
}

/** The Spanish text of a failed result for an `ok: false` answer: its distinct messages, one a line. */
export function refusalText(errors: readonly FieldError[]): string {
  return [...new Set(errors.map((e) => e.message))].join('\n');
}
