import type { Usuario } from '@socios/api';
import { describe, expect, it } from 'vitest';
import type { UserFormValue } from './components';
import { userChange } from './data';

const user = { USR_ID: 7, USR_ID_DOCUMENTO: 31 } as Usuario;

const value = (over: Partial<UserFormValue> = {}): UserFormValue => ({
  USR_NOMBRE: 'Lucía',
  USR_APELLIDOS: '',
  USR_MAIL: 'lucia@recambiosdemo.es',
  USR_CLAVE: 'lnunez',
  USR_PWD: null,
  USR_PWD_2: null,
  USR_PWD_ACTUAL: null,
  permisos: {},
  foto: { kind: 'kept', id: 31 },
  ...over,
});

const imagen = { nombre: 'foto.png', extension: 'png', bytes: 'iVBORw0KGgo=' };

describe('the AddOrUpdateUsuario body of the user form', () => {
  it('adds a user (Accion 0) with the flags ticked and no photo id', () => {
    const body = userChange(value({ USR_PWD: 'Verano-2026', USR_PWD_2: 'Verano-2026', permisos: { USR_PERM_TARIFAS: true }, foto: { kind: 'none' } }), null);
    expect(body).toEqual({
      Accion: 0,
      USR_NOMBRE: 'Lucía',
      USR_APELLIDOS: null,
      USR_MAIL: 'lucia@recambiosdemo.es',
      USR_CLAVE: 'lnunez',
      USR_PWD: 'Verano-2026',
      USR_PWD_2: 'Verano-2026',
      USR_PERM_TARIFAS: true,
      imagen: null,
    });
  });

  it('modifies a user (Accion 1): the photo kept keeps its id, a removed one sends null, a new one sends the image', () => {
    expect(userChange(value(), user)).toMatchObject({ Accion: 1, USR_ID: 7, USR_ID_DOCUMENTO: 31, imagen: null });
    expect(userChange(value({ foto: { kind: 'none' } }), user)).toMatchObject({ USR_ID_DOCUMENTO: null, imagen: null });
    expect(userChange(value({ foto: { kind: 'new', imagen, previewUrl: 'blob:x' } }), user)).toMatchObject({ USR_ID_DOCUMENTO: null, imagen });
  });

  it("sends the current password with one's own new password, and no permission flags the form did not show", () => {
    const body = userChange(value({ USR_PWD: 'Nueva-2026', USR_PWD_2: 'Nueva-2026', USR_PWD_ACTUAL: 'admin1234' }), user);
    expect(body).toMatchObject({ USR_PWD: 'Nueva-2026', USR_PWD_ACTUAL: 'admin1234' });
    expect(Object.keys(body).some((k) => k.startsWith('USR_PERM_'))).toBe(false);
  });
});
