import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../commonPasswords';
import { checkPasswordChange, validateNewUser } from './user';

describe('new user form (spec 001 §5)', () => {
  it('reports every missing field with the spec texts', () => {
    const r = validateNewUser({ USR_NOMBRE: '', USR_CLAVE: ' ', USR_PWD: '', USR_PWD_2: '' }, isCommonPassword);
    expect(r).toEqual({
      ok: false,
      errors: [
        { field: 'USR_NOMBRE', message: 'Introduzca nombre' },
        { field: 'USR_CLAVE', message: 'Introduzca usuario' },
        { field: 'USR_PWD', message: 'Introduzca una contraseña válida' },
      ],
    });
  });

  it('needs the repeat to match', () => {
    expect(validateNewUser({ USR_NOMBRE: 'Ana', USR_CLAVE: 'ana', USR_PWD: 'Secreta1', USR_PWD_2: 'secreta1' }, isCommonPassword)).toEqual({
      ok: false,
      errors: [{ field: 'USR_PWD_2', message: 'Las contraseñas no coinciden' }],
    });
    expect(validateNewUser({ USR_NOMBRE: 'Ana', USR_CLAVE: 'ana', USR_PWD: 'Secreta1', USR_PWD_2: 'Secreta1' }, isCommonPassword).ok).toBe(true);
  });
});

describe('own profile password change', () => {
  it('asks for the current password only when the password changes, compared case-insensitively', () => {
    expect(checkPasswordChange('Clave', 'Clave', '')).toEqual({ ok: true });
    expect(checkPasswordChange('Clave', 'Nueva', 'cLAVE')).toEqual({ ok: true });
    expect(checkPasswordChange('Clave', 'Nueva', 'otra')).toEqual({
      ok: false,
      title: 'Contraseña erronea',
      message: 'La contraseña introducida no coincide con la actual',
    });
  });
});
