import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ADMIN_FLAG,
  type AuditedUser,
  applyPermissionEdit,
  auditUserName,
  FIELD_MESSAGES,
  inheritPermissions,
  MEMBER_LIMITS,
  POINT_OF_SALE_LIMITS,
  refusalText,
  USER_FIELD_LIMITS,
  userAuditChanges,
  validateMemberFields,
  validatePointOfSale,
  validateUserFields,
} from '.';
import { isCommonPassword } from '../commonPasswords';

const FLAGS = ['USR_PERM_TARIFAS', 'USR_PERM_NETOS', 'USR_PERM_CONSUMOS', 'USR_PERM_PROMOCIONES', ACCOUNT_ADMIN_FLAG] as const;
type Flag = (typeof FLAGS)[number];

/** Any set of flags. */
const flagsArb = fc.record(Object.fromEntries(FLAGS.map((f) => [f, fc.boolean()])) as Record<Flag, fc.Arbitrary<boolean>>);
/** Any request: each flag true, false or absent. */
const requestArb = fc.record(
  Object.fromEntries(FLAGS.map((f) => [f, fc.constantFrom(true, false, null, undefined)])) as Record<Flag, fc.Arbitrary<boolean | null | undefined>>,
  { requiredKeys: [] },
);

describe('permissions of a new user (001 §6)', () => {
  it('grants what was asked and the creator holds, never what it lacks, never the admin flag', () => {
    const creator = { USR_PERM_TARIFAS: true, USR_PERM_NETOS: false, USR_PERM_CONSUMOS: true, USR_ADMINISTRAR_CUENTAS: true };
    expect(inheritPermissions(creator, { USR_PERM_TARIFAS: true, USR_PERM_NETOS: true, USR_ADMINISTRAR_CUENTAS: true })).toEqual({
      USR_PERM_TARIFAS: true,
      USR_PERM_NETOS: false,
      USR_PERM_CONSUMOS: false,
      USR_ADMINISTRAR_CUENTAS: false,
    });
  });

  it('never gives a flag the creator lacks nor the admin flag, and gives exactly the creator’s keys', () => {
    fc.assert(
      fc.property(flagsArb, requestArb, (creator, requested) => {
        const granted = inheritPermissions(creator, requested);
        expect(Object.keys(granted).sort()).toEqual([...FLAGS].sort());
        expect(granted[ACCOUNT_ADMIN_FLAG]).toBe(false);
        for (const f of FLAGS) {
          if (granted[f]) expect(creator[f] && requested[f] === true).toBe(true);
          if (f !== ACCOUNT_ADMIN_FLAG && creator[f] && requested[f] === true) expect(granted[f]).toBe(true);
        }
      }),
    );
  });
});

describe('permissions of an edited user (001 §6)', () => {
  it('switches only the flags the editor holds; absent flags and the admin flag keep their value', () => {
    const editor = { USR_PERM_TARIFAS: true, USR_PERM_NETOS: false, USR_PERM_CONSUMOS: true, USR_ADMINISTRAR_CUENTAS: true };
    const before = { USR_PERM_TARIFAS: false, USR_PERM_NETOS: true, USR_PERM_CONSUMOS: true, USR_ADMINISTRAR_CUENTAS: false };
    expect(applyPermissionEdit(editor, before, { USR_PERM_TARIFAS: true, USR_PERM_NETOS: false, USR_ADMINISTRAR_CUENTAS: true })).toEqual({
      USR_PERM_TARIFAS: true,
      USR_PERM_NETOS: true,
      USR_PERM_CONSUMOS: true,
      USR_ADMINISTRAR_CUENTAS: false,
    });
    expect(applyPermissionEdit(editor, before, { USR_PERM_CONSUMOS: false })).toEqual({ ...before, USR_PERM_CONSUMOS: false });
  });

  it('changes no flag the editor lacks, never the admin flag, and gives what was asked of the others', () => {
    fc.assert(
      fc.property(flagsArb, flagsArb, requestArb, (editor, before, requested) => {
        const after = applyPermissionEdit(editor, before, requested);
        expect(Object.keys(after).sort()).toEqual([...FLAGS].sort());
        expect(after[ACCOUNT_ADMIN_FLAG]).toBe(before[ACCOUNT_ADMIN_FLAG]);
        for (const f of FLAGS) {
          const wanted = requested[f];
          if (!editor[f] || typeof wanted !== 'boolean') expect(after[f]).toBe(before[f]);
          else if (f !== ACCOUNT_ADMIN_FLAG) expect(after[f]).toBe(wanted);
        }
        // Editing twice with the same request changes nothing more.
        expect(applyPermissionEdit(editor, after, requested)).toEqual(after);
      }),
    );
  });
});

const user = (over: Partial<Parameters<typeof validateUserFields>[0]> = {}) => ({
  USR_NOMBRE: ' Lucía ',
  USR_APELLIDOS: 'Fernández Ortiz',
  USR_MAIL: 'lucia@recambiosdemo.es',
  USR_CLAVE: 'lucia',
  USR_PWD: 'Freno-disco-42',
  USR_PWD_2: 'Freno-disco-42',
  ...over,
});
const adding = { adding: true, isCommon: isCommonPassword };
const modifying = { adding: false, isCommon: isCommonPassword };

describe('user form (001 §3 User, §5)', () => {
  it('answers the fields trimmed, with the password to set', () => {
    expect(validateUserFields(user(), adding)).toEqual({
      ok: true,
      value: {
        USR_NOMBRE: 'Lucía',
        USR_APELLIDOS: 'Fernández Ortiz',
        USR_MAIL: 'lucia@recambiosdemo.es',
        USR_CLAVE: 'lucia',
        USR_PWD: 'Freno-disco-42',
      },
    });
  });

  it('reports every missing field with the spec texts when adding', () => {
    const r = validateUserFields(user({ USR_NOMBRE: '', USR_CLAVE: ' ', USR_MAIL: '', USR_PWD: '', USR_PWD_2: '' }), adding);
    expect(r).toEqual({
      ok: false,
      errors: [
        { field: 'USR_NOMBRE', message: 'Introduzca nombre' },
        { field: 'USR_MAIL', message: 'Introduzca una dirección de correo electrónico válida' },
        { field: 'USR_CLAVE', message: 'Introduzca usuario' },
        { field: 'USR_PWD', message: 'Introduzca una contraseña válida' },
      ],
    });
  });

  it('keeps the password on a modify without one, and checks it when one is typed', () => {
    const kept = validateUserFields(user({ USR_PWD: '', USR_PWD_2: null }), modifying);
    expect(kept.ok && kept.value.USR_PWD).toBe(null);
    expect(validateUserFields(user({ USR_PWD: 'Freno-disco-42', USR_PWD_2: 'freno-disco-42' }), modifying)).toEqual({
      ok: false,
      errors: [{ field: 'USR_PWD_2', message: 'Las contraseñas no coinciden' }],
    });
    expect(validateUserFields(user({ USR_PWD: '', USR_PWD_2: 'Freno-disco-42' }), modifying).ok).toBe(false);
  });

  it('refuses over-long fields, a bad e-mail and spaces in the login name', () => {
    const r = validateUserFields(
      user({
        USR_NOMBRE: 'ñ'.repeat(USER_FIELD_LIMITS.USR_NOMBRE + 1),
        USR_APELLIDOS: 'x'.repeat(USER_FIELD_LIMITS.USR_APELLIDOS + 1),
        USR_MAIL: 'lucia@',
        USR_CLAVE: 'lucía fernández',
      }),
      adding,
    );
    expect(r).toEqual({
      ok: false,
      errors: [
        { field: 'USR_NOMBRE', message: 'El campo Nombre no puede superar 100 caracteres' },
        { field: 'USR_APELLIDOS', message: 'El campo Apellidos no puede superar 150 caracteres' },
        { field: 'USR_MAIL', message: 'El campo Correo electrónico no es una dirección de correo electrónico válida' },
        { field: 'USR_CLAVE', message: 'El nombre de usuario no puede contener espacios' },
      ],
    });
    // A limit counts characters as a person does: 100 'ñ' typed as n + combining tilde are 100 characters.
    expect(validateUserFields(user({ USR_NOMBRE: 'n\u0303'.repeat(100) }), adding).ok).toBe(true);
  });
});

const member = {
  SOC_ID: 7,
  SOC_NOMBRE: 'Recambios Demo',
  SOC_CONTACTO: 'Ana Martínez Ruiz',
  SOC_DIRECCION: 'Calle Mayor 12',
  SOC_POBLACION: 'Madrid',
  SOC_PROVINCIA: 'Madrid',
  SOC_CP: '28013',
  SOC_TELEFONO: '912345678',
  SOC_MAIL: 'info@recambiosdemo.es',
  SOC_LATITUD: 40.4168,
  SOC_LONGITUD: -3.7038,
  SOC_ZOOM: 15,
};

describe('member company form (001 §3 Member)', () => {
  it('answers the fields trimmed, empty ones null, ignoring other properties', () => {
    expect(validateMemberFields({ ...member, SOC_CONTACTO: '  ', SOC_TELEFONO: '+34 912 345 678', SOC_ZOOM: null })).toEqual({
      ok: true,
      value: {
        SOC_NOMBRE: 'Recambios Demo',
        SOC_CONTACTO: null,
        SOC_DIRECCION: 'Calle Mayor 12',
        SOC_POBLACION: 'Madrid',
        SOC_PROVINCIA: 'Madrid',
        SOC_CP: '28013',
        SOC_TELEFONO: '+34 912 345 678',
        SOC_MAIL: 'info@recambiosdemo.es',
        SOC_LATITUD: 40.4168,
        SOC_LONGITUD: -3.7038,
        SOC_ZOOM: null,
      },
    });
  });

  it('refuses a missing name, over-long fields, a bad phone and e-mail, and a bad position', () => {
    const r = validateMemberFields({
      ...member,
      SOC_NOMBRE: ' ',
      SOC_DIRECCION: 'd'.repeat(MEMBER_LIMITS.SOC_DIRECCION + 1),
      SOC_TELEFONO: '91-234',
      SOC_MAIL: 'info@',
      SOC_LATITUD: 95,
      SOC_LONGITUD: null,
      SOC_ZOOM: 25,
    });
    expect(r).toEqual({
      ok: false,
      errors: [
        { field: 'SOC_NOMBRE', message: 'Introduzca el nombre del socio' },
        { field: 'SOC_DIRECCION', message: 'El campo Dirección no puede superar 200 caracteres' },
        { field: 'SOC_TELEFONO', message: 'El campo Teléfono solo puede contener dígitos, espacios y el prefijo +' },
        { field: 'SOC_MAIL', message: 'El campo Correo electrónico no es una dirección de correo electrónico válida' },
        { field: 'SOC_LONGITUD', message: FIELD_MESSAGES.coordinatesPair },
        { field: 'SOC_LATITUD', message: 'La latitud debe estar entre -90 y 90' },
        { field: 'SOC_ZOOM', message: 'El zoom del mapa debe ser un número entero entre 1 y 19' },
      ],
    });
    expect(validateMemberFields({ ...member, SOC_CONTACTO: 'Ana\nRuiz' })).toEqual({
      ok: false,
      errors: [{ field: 'SOC_CONTACTO', message: 'El campo Administrador no puede contener saltos de línea' }],
    });
  });

  it('accepts every text within its limit and refuses every text over it', () => {
    const field = fc.constantFrom(...(Object.keys(MEMBER_LIMITS) as (keyof typeof MEMBER_LIMITS)[]));
    fc.assert(
      fc.property(field, fc.integer({ min: 0, max: 3 }), (f, over) => {
        const max = MEMBER_LIMITS[f];
        // Digits fit every field's kind (a phone, a post code) except the e-mail, built to its length.
        const text = (n: number) => (f === 'SOC_MAIL' ? `${'a'.repeat(n - 6)}@aa.es` : '9'.repeat(n));
        expect(validateMemberFields({ ...member, [f]: text(max) }).ok).toBe(true);
        const r = validateMemberFields({ ...member, [f]: text(max + 1 + over) });
        expect(r.ok).toBe(false);
        expect(r.ok ? [] : r.errors.map((e) => e.field)).toContain(f);
      }),
    );
  });
});

const point = {
  Accion: 0,
  SOCPV_NOMBRE: 'Recambios Demo - Central',
  SOCPV_DIRECCION: 'Calle Mayor 12',
  SOCPV_CP: '28013',
  SOCPV_POBLACION: 'Madrid',
  SOCPV_PROVINCIA: 'Madrid',
  SOCPV_TELEFONO: '912345678',
  SOCPV_FAX: null,
  SOCPV_MAIL: 'tienda1@recambiosdemo.es',
  SOCPV_LATITUD: 40.4168,
  SOCPV_LONGITUD: -3.7038,
  SOCPV_ZOOM: 15,
};

describe('point-of-sale form (001 §3 Point of sale)', () => {
  it('answers the fields trimmed, empty ones null', () => {
    const r = validatePointOfSale({ ...point, SOCPV_NOMBRE: ' Almacén Getafe ', SOCPV_DIRECCION: '', SOCPV_LATITUD: null, SOCPV_LONGITUD: null });
    expect(r).toEqual({
      ok: true,
      value: {
        SOCPV_NOMBRE: 'Almacén Getafe',
        SOCPV_DIRECCION: null,
        SOCPV_CP: '28013',
        SOCPV_POBLACION: 'Madrid',
        SOCPV_PROVINCIA: 'Madrid',
        SOCPV_TELEFONO: '912345678',
        SOCPV_FAX: null,
        SOCPV_MAIL: 'tienda1@recambiosdemo.es',
        SOCPV_LATITUD: null,
        SOCPV_LONGITUD: null,
        SOCPV_ZOOM: 15,
      },
    });
  });

  it('refuses a missing name, a long name, a bad fax and a bad longitude with Spanish texts', () => {
    const r = validatePointOfSale({
      ...point,
      SOCPV_NOMBRE: '',
      SOCPV_POBLACION: 'p'.repeat(POINT_OF_SALE_LIMITS.SOCPV_POBLACION + 1),
      SOCPV_FAX: 'fax',
      SOCPV_LONGITUD: -200,
    });
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : refusalText(r.errors)).toBe(
      [
        'Introduzca el nombre del punto de venta',
        'El campo Población no puede superar 100 caracteres',
        'El campo Fax solo puede contener dígitos, espacios y el prefijo +',
        'La longitud debe estar entre -180 y 180',
      ].join('\n'),
    );
  });

  it('accepts any position in range and refuses any out of range', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: 1, max: 19 }),
        (lat, lng, zoom) => {
          expect(validatePointOfSale({ ...point, SOCPV_LATITUD: lat, SOCPV_LONGITUD: lng, SOCPV_ZOOM: zoom }).ok).toBe(true);
        },
      ),
    );
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: 90.000001, max: 1e6, noNaN: true }), fc.constant(Number.NaN)), (lat) => {
        expect(validatePointOfSale({ ...point, SOCPV_LATITUD: lat }).ok).toBe(false);
      }),
    );
  });
});

const audited = (over: Partial<AuditedUser> = {}): AuditedUser => ({
  USR_NOMBRE: 'Lucía',
  USR_APELLIDOS: 'Fernández Ortiz',
  USR_MAIL: 'lucia@recambiosdemo.es',
  USR_CLAVE: 'lucia',
  USR_ID_DOCUMENTO: null,
  USR_ADMINISTRAR_CUENTAS: false,
  flags: { USR_PERM_TARIFAS: true, USR_PERM_NETOS: false },
  ...over,
});

describe('audit log lines of a user change', () => {
  it('writes every given field and granted permission of a new user, the password without values', () => {
    expect(userAuditChanges(null, audited({ USR_APELLIDOS: '' }), true)).toEqual([
      { field: 'Nombre', before: null, after: 'Lucía' },
      { field: 'Correo electrónico', before: null, after: 'lucia@recambiosdemo.es' },
      { field: 'Usuario', before: null, after: 'lucia' },
      { field: 'Contraseña', before: null, after: null },
      { field: 'Permiso Tarifas', before: null, after: 'Sí' },
    ]);
  });

  it('writes only what changed on a modify, and names a deleted user', () => {
    const before = audited({ USR_ID_DOCUMENTO: 4 });
    const after = audited({ USR_MAIL: 'lucia.f@recambiosdemo.es', USR_ID_DOCUMENTO: 9, flags: { USR_PERM_TARIFAS: false, USR_PERM_NETOS: false } });
    expect(userAuditChanges(before, after, false)).toEqual([
      { field: 'Correo electrónico', before: 'lucia@recambiosdemo.es', after: 'lucia.f@recambiosdemo.es' },
      { field: 'Foto', before: 'Con foto', after: 'Foto nueva' },
      { field: 'Permiso Tarifas', before: 'Sí', after: 'No' },
    ]);
    expect(userAuditChanges(before, before, false)).toEqual([]);
    expect(userAuditChanges(before, { ...before, USR_ID_DOCUMENTO: null }, false)).toEqual([{ field: 'Foto', before: 'Con foto', after: 'Sin foto' }]);
    expect(userAuditChanges(before, null, false)).toEqual([{ field: 'Usuario', before: 'Lucía Fernández Ortiz (lucia)', after: null }]);
    expect(auditUserName({ USR_NOMBRE: 'Ana', USR_APELLIDOS: '', USR_CLAVE: 'ana' })).toBe('Ana (ana)');
  });

  it('never writes a password value and writes nothing when nothing changed', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (text, flag) => {
        const u = audited({ USR_NOMBRE: text || 'x', flags: { USR_PERM_TARIFAS: flag } });
        expect(userAuditChanges(u, u, false)).toEqual([]);
        const lines = userAuditChanges(u, u, true);
        expect(lines).toEqual([{ field: 'Contraseña', before: null, after: null }]);
      }),
    );
  });
});
