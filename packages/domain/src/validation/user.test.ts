import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../commonPasswords';
import { passwordChangeNeedsCurrent, validateNewUser, WRONG_CURRENT_PASSWORD } from './user';

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

describe("own profile password change (the check against the stored hash is the server's)", () => {
  it('needs the current password only when users set a new password on their own account', () => {
    expect(passwordChangeNeedsCurrent('Nueva-clave-9', true)).toBe(true);
    // The stored password typed again is a change too: telling it apart would need the current password.
    expect(passwordChangeNeedsCurrent('admin1234', true)).toBe(true);
    expect(passwordChangeNeedsCurrent('', true)).toBe(false);
    expect(passwordChangeNeedsCurrent(null, true)).toBe(false);
    expect(passwordChangeNeedsCurrent(undefined, true)).toBe(false);
    // An account administrator setting a colleague's password does not know the old one.
    expect(passwordChangeNeedsCurrent('Nueva-clave-9', false)).toBe(false);
  });

  it('refuses with the spec texts', () => {
    expect(WRONG_CURRENT_PASSWORD).toEqual({
      title: 'Contraseña erronea',
      message: 'La contraseña introducida no coincide con la actual',
    });
  });
});
