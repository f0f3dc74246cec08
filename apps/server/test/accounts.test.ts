import { AUDIT_PAGE_SIZE, type RegistroCambio, type Usuario } from '@socios/api';
import { ACCOUNT_MESSAGES, PASSWORD_MESSAGES, UPLOAD_MESSAGES } from '@socios/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

/** When this file's tests began: every audit line they read was written after it. */
const FILE_STARTED = Date.now();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loggedIn = (user = 'admin', pwd?: string) => logInAs(server.url, user, pwd);

/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const NO_FLAGS = {
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

/** A new user's form (Accion 0). */
const newUser = (login: string, over: Record<string, unknown> = {}) => ({
  Accion: 0 as const,
  USR_NOMBRE: 'Lucía',
  USR_APELLIDOS: 'Fernández Ortiz',
  USR_MAIL: `${login}@recambiosdemo.es`,
  USR_CLAVE: login,
  USR_PWD: 'Freno-disco-42',
  USR_PWD_2: 'Freno-disco-42',
  ...over,
});

/** A modify form (Accion 1) that keeps everything of the user as it is, with changes. */
const modify = (u: Usuario, over: Record<string, unknown> = {}) => ({
  Accion: 1 as const,
  USR_ID: u.USR_ID,
  USR_NOMBRE: u.USR_NOMBRE,
  USR_APELLIDOS: u.USR_APELLIDOS,
  USR_MAIL: u.USR_MAIL,
  USR_CLAVE: u.USR_CLAVE,
  USR_ID_DOCUMENTO: u.USR_ID_DOCUMENTO,
  ...over,
});

async function userByLogin(login: string): Promise<(Usuario & { member_id: number }) | undefined> {
  const rows = await server.db.query<{ id: number }>('SELECT usr_id AS id FROM users WHERE lower(usr_clave) = lower($1)', [login]);
  if (!rows[0]) return undefined;
  const admin = await loggedIn();
  const answer = await admin.call('POST', '/api/Usuarios/GetUsuario', { json: { idUsuario: rows[0].id } });
  return answer.status === 200 ? (answer.json as { valorRetorno: Usuario & { member_id: number } }).valorRetorno : undefined;
}

async function ownUser(browser: Browser): Promise<Usuario> {
  return (await browser.api().Usuarios.GetUsuario({})).valorRetorno;
}

async function userCount(): Promise<number> {
  return (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]?.n ?? -1;
}

async function auditCount(): Promise<number> {
  return (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_audit'))[0]?.n ?? -1;
}

/** The log lines of the admin's member, newest first (first page), optionally searched. */
async function auditLines(browser: Browser, texto?: string): Promise<RegistroCambio[]> {
  const answer = await browser.api().Usuarios.GetRegistroCambios({ pag: 1, texto });
  return answer.valorRetorno.filas;
}

describe('account calls need a session', () => {
  it('answers 401 to each of them without one', async () => {
    const anonymous = new Browser(server.url);
    const calls: [string, string, unknown][] = [
      ['GET', '/api/Usuarios/GetUsuariosFromSocio', undefined],
      ['POST', '/api/Usuarios/AddOrUpdateUsuario', newUser('anonimo')],
      ['POST', '/api/Usuarios/GetRegistroCambios', { pag: 1 }],
      ['GET', '/api/Usuarios/ExportarRegistroCambios/csv', undefined],
    ];
    for (const [method, path, json] of calls) {
      const res = await anonymous.call(method, path, json === undefined ? {} : { json });
      expect(res.status, path).toBe(401);
    }
  });
});

describe('only account administrators manage other users (001 §6)', () => {
  it('refuses every administrator call to socio with 403, and changes nothing', async () => {
    const socio = await loggedIn('socio');
    const admin = await ownUser(await loggedIn());
    const [users, audit] = [await userCount(), await auditCount()];
    const calls: [string, string, unknown][] = [
      ['GET', '/api/Usuarios/GetUsuariosFromSocio', undefined],
      ['POST', '/api/Usuarios/AddOrUpdateUsuario', newUser('nuevo.socio')],
      ['POST', '/api/Usuarios/AddOrUpdateUsuario', modify(admin, { USR_NOMBRE: 'Cambiada' })],
      ['POST', '/api/Usuarios/AddOrUpdateUsuario', { Accion: 2, USR_ID: admin.USR_ID }],
      ['POST', '/api/Usuarios/GetRegistroCambios', { pag: 1 }],
      ['GET', '/api/Usuarios/ExportarRegistroCambios/csv', undefined],
      ['GET', '/api/Usuarios/ExportarRegistroCambios/xlsx', undefined],
      ['POST', '/api/Usuarios/GetUsuario', { idUsuario: admin.USR_ID }],
    ];
    for (const [method, path, json] of calls) {
      const res = await socio.call(method, path, json === undefined ? {} : { json });
      expect(res.status, `${path} ${JSON.stringify(json)}`).toBe(403);
      expect((res.json as { mensajeError: string }).mensajeError).toMatch(/administradores|permiso/);
    }
    expect([await userCount(), await auditCount()]).toEqual([users, audit]);
    expect((await ownUser(await loggedIn())).USR_NOMBRE).toBe('Ana');
  });

  it('lists the users of the administrator’s own member only, by name', async () => {
    const list = (await (await loggedIn()).api().Usuarios.GetUsuariosFromSocio()).valorRetorno;
    expect(list.map((u) => u.USR_CLAVE)).toEqual(['admin', 'socio']);
    expect(list[0]).toMatchObject({ USR_NOMBRE: 'Ana', USR_APELLIDOS: 'Martínez Ruiz', USR_ADMINISTRAR_CUENTAS: true });
    expect(list[0]).not.toHaveProperty('usr_pwd_hash');
    const other = (await (await loggedIn('otro')).api().Usuarios.GetUsuariosFromSocio()).valorRetorno;
    expect(other.map((u) => u.USR_CLAVE)).toContain('otro');
    expect(other.some((u) => u.USR_CLAVE === 'admin' || u.USR_CLAVE === 'socio')).toBe(false);
  });

  it('treats another member’s users as not existing (404) and changes nothing', async () => {
    const admin = await loggedIn();
    const otro = await ownUser(await loggedIn('otro'));
    const audit = await auditCount();
    for (const json of [modify(otro, { USR_NOMBRE: 'Cambiada' }), { Accion: 2, USR_ID: otro.USR_ID }, { ...modify(otro), USR_ID: 999_999 }]) {
      const res = await admin.call('POST', '/api/Usuarios/AddOrUpdateUsuario', { json });
      expect(res.status, JSON.stringify(json)).toBe(404);
    }
    expect((await admin.call('POST', '/api/Usuarios/GetUsuario', { json: { idUsuario: otro.USR_ID } })).status).toBe(404);
    expect((await ownUser(await loggedIn('otro'))).USR_NOMBRE).toBe('Marta');
    expect(await auditCount()).toBe(audit);
  });

  it('lets nobody delete themselves', async () => {
    const admin = await loggedIn();
    const me = await ownUser(admin);
    expect(await admin.api().Usuarios.AddOrUpdateUsuario({ Accion: 2, USR_ID: me.USR_ID })).toEqual({
      ok: false,
      mensajeError: ACCOUNT_MESSAGES.noSelfDelete,
    });
    expect((await ownUser(admin)).USR_ID).toBe(me.USR_ID);
  });
});

describe('adding, changing and deleting users', () => {
  it('gives a new user only the permissions its creator holds, never the administrator flag', async () => {
    const admin = await loggedIn();
    // The administrator lacks Promociones for this test.
    await server.db.query("UPDATE users SET usr_perm_promociones = false WHERE usr_clave = 'admin'");
    try {
      const answer = await admin.call('POST', '/api/Usuarios/AddOrUpdateUsuario', {
        json: newUser('lucia', { USR_PERM_TARIFAS: true, USR_PERM_PROMOCIONES: true, USR_ADMINISTRAR_CUENTAS: true }),
      });
      expect(answer.json).toEqual({ ok: true, mensajeError: null });
      const lucia = await userByLogin('lucia');
      expect(lucia).toMatchObject({ ...NO_FLAGS, USR_PERM_TARIFAS: true, USR_ADMINISTRAR_CUENTAS: false, USR_ID_SOCIO: (await ownUser(admin)).USR_ID_SOCIO });

      // The new user logs in and holds exactly that.
      const session = await (await loggedIn('lucia', 'Freno-disco-42')).api().Login.EnSession();
      expect(session.ok && session.Permisos).toMatchObject({ Tarifas: true, Promociones: false, Consumos: false });

      // An edit switches only what the editor holds: Promociones (set by someone else) stays, Netos goes on.
      await server.db.query("UPDATE users SET usr_perm_promociones = true WHERE usr_clave = 'lucia'");
      const before = (await userByLogin('lucia'))!;
      const edited = await admin
        .api()
        .Usuarios.AddOrUpdateUsuario(modify(before, { USR_PERM_PROMOCIONES: false, USR_PERM_NETOS: true, USR_PERM_TARIFAS: false }));
      expect(edited.ok).toBe(true);
      expect(await userByLogin('lucia')).toMatchObject({ USR_PERM_PROMOCIONES: true, USR_PERM_NETOS: true, USR_PERM_TARIFAS: false });
    } finally {
      await server.db.query("UPDATE users SET usr_perm_promociones = true WHERE usr_clave = 'admin'");
    }
  });

  it('refuses a taken login name or e-mail (any case) and bad fields with Spanish texts, adding nothing', async () => {
    const admin = (await loggedIn()).api().Usuarios;
    const users = await userCount();
    expect(await admin.AddOrUpdateUsuario(newUser('SOCIO'))).toEqual({ ok: false, mensajeError: ACCOUNT_MESSAGES.loginTaken });
    expect(await admin.AddOrUpdateUsuario(newUser('otra.lucia', { USR_MAIL: 'Admin@RecambiosDemo.es' }))).toEqual({
      ok: false,
      mensajeError: ACCOUNT_MESSAGES.mailTaken,
    });
    // A login of another member is taken too: login names are unique in the whole portal.
    expect((await admin.AddOrUpdateUsuario(newUser('Otro'))).mensajeError).toBe(ACCOUNT_MESSAGES.loginTaken);
    expect(await admin.AddOrUpdateUsuario(newUser('sin.nombre', { USR_NOMBRE: '  ', USR_PWD: 'corta', USR_PWD_2: 'corta' }))).toEqual({
      ok: false,
      mensajeError: `Introduzca nombre\n${PASSWORD_MESSAGES.tooShort}`,
    });
    expect((await admin.AddOrUpdateUsuario(newUser('largo', { USR_APELLIDOS: 'x'.repeat(151) }))).mensajeError).toBe(
      'El campo Apellidos no puede superar 150 caracteres',
    );
    expect(await userCount()).toBe(users);
  });

  it('stores a photo checked by content, and removes it when USR_ID_DOCUMENTO comes null', async () => {
    const admin = (await loggedIn()).api().Usuarios;
    const fake = { nombre: 'foto.png', extension: 'png', bytes: Buffer.from('no es una imagen').toString('base64') };
    expect(await admin.AddOrUpdateUsuario(newUser('con.foto', { imagen: fake }))).toEqual({ ok: false, mensajeError: UPLOAD_MESSAGES.wrongType });
    expect(await userByLogin('con.foto')).toBeUndefined();

    expect((await admin.AddOrUpdateUsuario(newUser('con.foto', { imagen: { nombre: 'foto.png', extension: 'png', bytes: PNG } }))).ok).toBe(true);
    const withPhoto = (await userByLogin('con.foto'))!;
    expect(withPhoto.USR_ID_DOCUMENTO).toEqual(expect.any(Number));
    const photoId = withPhoto.USR_ID_DOCUMENTO!;
    // A save that keeps the photo keeps it; another id in the body is not linked.
    expect((await admin.AddOrUpdateUsuario(modify(withPhoto, { USR_ID_DOCUMENTO: photoId + 1000 }))).ok).toBe(true);
    expect((await userByLogin('con.foto'))?.USR_ID_DOCUMENTO).toBe(photoId);

    expect((await admin.AddOrUpdateUsuario(modify(withPhoto, { USR_ID_DOCUMENTO: null }))).ok).toBe(true);
    expect((await userByLogin('con.foto'))?.USR_ID_DOCUMENTO).toBe(null);
    const files = await server.db.query('SELECT 1 FROM attachments WHERE adj_id = $1', [photoId]);
    expect(files).toHaveLength(0);
  });

  it('lets a user change their own data but not their own permissions', async () => {
    const socio = await loggedIn('socio');
    const me = await ownUser(socio);
    const answer = await socio.api().Usuarios.AddOrUpdateUsuario(modify(me, { USR_APELLIDOS: 'García Pérez de Lis', USR_PERM_TARIFAS: true }));
    expect(answer).toEqual({ ok: true, mensajeError: null });
    expect(await ownUser(socio)).toMatchObject({ USR_APELLIDOS: 'García Pérez de Lis', USR_PERM_TARIFAS: false, USR_ADMINISTRAR_CUENTAS: false });
    // Not even an administrator switches its own flags (nor drops its administrator flag).
    const admin = await loggedIn();
    const self = await ownUser(admin);
    expect((await admin.api().Usuarios.AddOrUpdateUsuario(modify(self, { ...NO_FLAGS, USR_ADMINISTRAR_CUENTAS: false }))).ok).toBe(true);
    expect(await ownUser(admin)).toMatchObject({ USR_PERM_TARIFAS: true, USR_PERM_REDES: true, USR_ADMINISTRAR_CUENTAS: true });
  });

  it('deletes a user of the member; the log keeps its name', async () => {
    const admin = await loggedIn();
    const lucia = (await userByLogin('lucia'))!;
    const session = await loggedIn('lucia', 'Freno-disco-42');
    expect(await admin.api().Usuarios.AddOrUpdateUsuario({ Accion: 2, USR_ID: lucia.USR_ID })).toEqual({ ok: true, mensajeError: null });
    expect(await userByLogin('lucia')).toBeUndefined();
    expect((await session.call('GET', '/api/Usuarios/GetUsuariosFromSocio')).status).toBe(401);
    const [baja] = await auditLines(admin);
    expect(baja).toMatchObject({
      REG_ACCION: 'Baja',
      REG_USUARIO: 'Lucía Fernández Ortiz',
      REG_ID_USUARIO: null,
      REG_AUTOR: 'Ana Martínez Ruiz (admin)',
      REG_CAMPO: 'Usuario',
      REG_ANTERIOR: 'Lucía Fernández Ortiz (lucia)',
      REG_NUEVO: null,
    });
  });
});

describe('own password change (001 §5)', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const socio = await loggedIn('socio');
    const me = await ownUser(socio);
    const audit = await auditCount();
    const answer = await socio
      .api()
      .Usuarios.AddOrUpdateUsuario(modify(me, { USR_PWD: 'Pastilla-freno-7', USR_PWD_2: 'Pastilla-freno-7', USR_PWD_ACTUAL: 'SOCIO1234' }));
    expect(answer).toEqual({ ok: false, mensajeError: 'La contraseña introducida no coincide con la actual' });
    // Without the current password at all, too.
    expect((await socio.api().Usuarios.AddOrUpdateUsuario(modify(me, { USR_PWD: 'Pastilla-freno-7', USR_PWD_2: 'Pastilla-freno-7' }))).ok).toBe(false);
    expect((await new Browser(server.url).login('socio', 'Pastilla-freno-7')).ok).toBe(false);
    expect((await new Browser(server.url).login('socio', 'socio1234')).ok).toBe(true);
    expect(await auditCount()).toBe(audit);
  });

  it('with the right one sets it, ends the user’s other sessions, keeps this one, and logs it without values', async () => {
    const socio = await loggedIn('socio');
    const elsewhere = await loggedIn('socio');
    const me = await ownUser(socio);
    const answer = await socio
      .api()
      .Usuarios.AddOrUpdateUsuario(modify(me, { USR_PWD: 'Pastilla-freno-7', USR_PWD_2: 'Pastilla-freno-7', USR_PWD_ACTUAL: 'socio1234' }));
    expect(answer).toEqual({ ok: true, mensajeError: null });
    await server.settled();
    expect((await socio.call('POST', '/api/Usuarios/GetUsuario', { json: {} })).status).toBe(200);
    expect((await elsewhere.call('POST', '/api/Usuarios/GetUsuario', { json: {} })).status).toBe(401);
    expect((await new Browser(server.url).login('socio', 'socio1234')).ok).toBe(false);
    expect((await new Browser(server.url).login('socio', 'Pastilla-freno-7')).ok).toBe(true);

    const [line] = await auditLines(await loggedIn());
    expect(line).toMatchObject({
      REG_ACCION: 'Modificación',
      REG_CAMPO: 'Contraseña',
      REG_ANTERIOR: null,
      REG_NUEVO: null,
      REG_AUTOR: 'Luis García Pérez de Lis (socio)',
    });
    const stored = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM user_audit WHERE reg_anterior LIKE '%Pastilla%' OR reg_nuevo LIKE '%Pastilla%' OR reg_nuevo LIKE 'scrypt$%'",
    );
    expect(stored[0]?.n).toBe(0);

    // Back to the demo password (the administrator sets it: no current password needed, the user's sessions end).
    const admin = await loggedIn();
    expect((await admin.api().Usuarios.AddOrUpdateUsuario(modify(me, { USR_PWD: 'socio1234', USR_PWD_2: 'socio1234' }))).ok).toBe(true);
    await server.settled();
    expect((await socio.call('POST', '/api/Usuarios/GetUsuario', { json: {} })).status).toBe(401);
    expect((await new Browser(server.url).login('socio', 'socio1234')).ok).toBe(true);
  });
});

describe('the audit log (Registro de cambios)', () => {
  it('shows who changed which user or permission, when, with old and new values, newest first', async () => {
    const admin = await loggedIn();
    const page = (await admin.api().Usuarios.GetRegistroCambios({ pag: 1 })).valorRetorno;
    expect(page.total).toBeGreaterThan(10);
    const ids = page.filas.map((f) => f.REG_ID);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // Written by this file's own changes: after it started (to the second the log keeps), and not in the future.
    for (const f of page.filas) {
      expect(new Date(f.REG_FECHA).getTime()).toBeGreaterThanOrEqual(FILE_STARTED - 1000);
      expect(new Date(f.REG_FECHA).getTime()).toBeLessThanOrEqual(Date.now());
    }

    const alta = page.filas.filter((f) => f.REG_ACCION === 'Alta' && f.REG_USUARIO === 'Lucía Fernández Ortiz');
    expect(alta.map((f) => [f.REG_CAMPO, f.REG_ANTERIOR, f.REG_NUEVO])).toEqual(
      expect.arrayContaining([
        ['Usuario', null, 'lucia'],
        ['Contraseña', null, null],
        ['Permiso Tarifas', null, 'Sí'],
      ]),
    );
    expect(alta.some((f) => f.REG_CAMPO === 'Permiso Promociones' || f.REG_CAMPO === 'Administrador de cuentas')).toBe(false);
    expect(page.filas).toContainEqual(
      expect.objectContaining({ REG_ACCION: 'Modificación', REG_CAMPO: 'Permiso Tarifas de netos', REG_ANTERIOR: 'No', REG_NUEVO: 'Sí' }),
    );
    expect(page.filas).toContainEqual(expect.objectContaining({ REG_CAMPO: 'Apellidos', REG_ANTERIOR: 'García Pérez', REG_NUEVO: 'García Pérez de Lis' }));
    expect(page.filas).toContainEqual(expect.objectContaining({ REG_CAMPO: 'Foto', REG_ANTERIOR: 'Con foto', REG_NUEVO: 'Sin foto' }));
  });

  it('searches by user, author or field ignoring case and accents; pages hold AUDIT_PAGE_SIZE lines', async () => {
    const admin = await loggedIn();
    const found = await auditLines(admin, 'CONTRASENA');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((f) => f.REG_CAMPO === 'Contraseña')).toBe(true);
    expect((await auditLines(admin, 'lucia fernandez')).every((f) => f.REG_USUARIO === 'Lucía Fernández Ortiz')).toBe(true);
    expect(await auditLines(admin, '100%_')).toEqual([]);

    // 60 lines more: an added user with every permission, then each flag switched off and on again.
    const api = admin.api().Usuarios;
    const all = Object.fromEntries(Object.keys(NO_FLAGS).map((k) => [k, true]));
    expect((await api.AddOrUpdateUsuario(newUser('muchos.cambios', all))).ok).toBe(true);
    const u = (await userByLogin('muchos.cambios'))!;
    for (const flags of [NO_FLAGS, all, NO_FLAGS]) expect((await api.AddOrUpdateUsuario(modify(u, flags))).ok).toBe(true);
    const first = (await api.GetRegistroCambios({ pag: 1 })).valorRetorno;
    const second = (await api.GetRegistroCambios({ pag: 2 })).valorRetorno;
    expect(first.filas).toHaveLength(AUDIT_PAGE_SIZE);
    expect(second.total).toBe(first.total);
    expect(second.filas).toHaveLength(Math.min(AUDIT_PAGE_SIZE, first.total - AUDIT_PAGE_SIZE));
    expect(second.filas[0]!.REG_ID).toBeLessThan(first.filas[AUDIT_PAGE_SIZE - 1]!.REG_ID);
  });

  it('is the member’s own: another member’s administrator sees none of it', async () => {
    const otro = (await (await loggedIn('otro')).api().Usuarios.GetRegistroCambios({ pag: 1 })).valorRetorno;
    expect(otro).toEqual({ filas: [], total: 0 });
  });

  it('exports a formula-safe CSV and an XLSX with the same lines', async () => {
    const admin = await loggedIn();
    expect((await admin.api().Usuarios.AddOrUpdateUsuario(newUser('formula', { USR_NOMBRE: '=HYPERLINK("http://x")' }))).ok).toBe(true);
    const total = (await admin.api().Usuarios.GetRegistroCambios({ pag: 1 })).valorRetorno.total;

    const csv = await admin.api().Usuarios.ExportarRegistroCambios({ formato: 'csv' });
    expect(csv.fileName).toBe('registro_cambios.csv');
    const text = Buffer.from(await csv.blob.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\ufeffFecha;Autor;Usuario;Acción;Campo;Valor anterior;Valor nuevo\r\n')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(total + 1);
    expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2};Ana Martínez Ruiz \(admin\);/);
    expect(text).toContain(`;Nombre;;"'=HYPERLINK(""http://x"")"`);
    expect(text).not.toMatch(/;=HYPERLINK/);

    const xlsx = await admin.fetch(`${server.url}/api/Usuarios/ExportarRegistroCambios/xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toContain('registro_cambios.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.getWorksheet('Registro de cambios')!;
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Fecha', 'Autor', 'Usuario', 'Acción', 'Campo', 'Valor anterior', 'Valor nuevo']);
    const cells = sheet.getColumn(7).values.filter((v) => typeof v === 'string');
    expect(cells).toContain('=HYPERLINK("http://x")');
    let formulas = 0;
    sheet.eachRow((row) => row.eachCell((cell) => void (cell.type === ExcelJS.ValueType.Formula && formulas++)));
    expect(formulas).toBe(0);
  });
});

describe('a password set through a recovery link', () => {
  it('is written to the log of the user’s member, by the user, without values', async () => {
    const anonymous = new Browser(server.url).api().Usuarios;
    expect((await anonymous.RecuperarPwd({ email: 'socio@recambiosdemo.es' })).ok).toBe(true);
    const eml = (server.outbox().at(-1) ?? '').replace(/=\r?\n/g, '');
    const token = /http:\/\/portal\.test\/restablecer-clave\/([A-Za-z0-9_-]+)/.exec(eml)?.[1] ?? '';
    expect((await anonymous.RestablecerPwd({ token, pwd: 'socio1234', pwd2: 'socio1234' })).ok).toBe(true);
    const [line] = await auditLines(await loggedIn());
    expect(line).toMatchObject({
      REG_ACCION: 'Modificación',
      REG_AUTOR: 'Luis García Pérez de Lis (socio)',
      REG_USUARIO: 'Luis García Pérez de Lis',
      REG_CAMPO: 'Contraseña',
      REG_ANTERIOR: null,
      REG_NUEVO: null,
    });
  });
});
