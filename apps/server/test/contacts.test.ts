import { WIRE_TEXTS } from '@socios/api';
import { CONTACT_MESSAGES, ENCODING_MESSAGES, importContactsCsv, LIMIT_MESSAGES, USER_LIMITS } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loggedIn = (user = 'admin', pwd?: string) => logInAs(server.url, user, pwd);

async function userId(browser: Browser): Promise<number> {
  return (await browser.api().Usuarios.GetUsuario({})).valorRetorno.USR_ID;
}

async function contactCount(id: number): Promise<number> {
  const rows = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contacts WHERE cont_id_usuario = $1', [id]);
  return rows[0]?.n ?? -1;
}

const contact = (over: Record<string, unknown> = {}) => ({
  CONT_NOMBRE: 'Lucía Fernández',
  CONT_MAIL: 'lucia@talleresfernandez.es',
  CONT_TELEFONO: '961234567',
  CONT_MOVIL: null,
  CONT_ID_GRUPO_CONTACTO: null,
  Accion: 0 as const,
  ...over,
});

describe('contact calls need a session', () => {
  it('answers 401 to each of them without one', async () => {
    const anonymous = new Browser(server.url);
    const calls: [string, string, unknown][] = [
      ['GET', '/api/Usuarios/GruposContacto', undefined],
      ['POST', '/api/Usuarios/ActualizarGrupoContacto', { GRPC_DESCRIPCION: 'x', Accion: 0 }],
      ['POST', '/api/Usuarios/ActualizarContacto', contact()],
      ['POST', '/api/Usuarios/AltaMasivaContactos', { contactos: [contact()] }],
    ];
    for (const [method, path, json] of calls) {
      const res = await anonymous.call(method, path, json === undefined ? {} : { json });
      expect(res.status, path).toBe(401);
    }
  });
});

describe('contact groups', () => {
  it('lists only the user’s groups and creates (0), renames (1) and deletes (2) them', async () => {
    const admin = await loggedIn();
    const other = await loggedIn('otro');
    const before = (await admin.api().Usuarios.GruposContacto()).valorRetorno;
    expect(before).toHaveLength(3);
    const otherIds = (await other.api().Usuarios.GruposContacto()).valorRetorno.map((g) => g.GRPC_ID);
    expect(before.some((g) => otherIds.includes(g.GRPC_ID))).toBe(false);

    const created = await admin.api().Usuarios.ActualizarGrupoContacto({ GRPC_DESCRIPCION: '  Proveedores de frenos ', Accion: 0 });
    expect(created).toMatchObject({ ok: true, mensajeError: null, valorRetorno: { GRPC_DESCRIPCION: 'Proveedores de frenos' } });
    const id = created.valorRetorno?.GRPC_ID ?? 0;
    expect((await admin.api().Usuarios.GruposContacto()).valorRetorno).toContainEqual({ GRPC_ID: id, GRPC_DESCRIPCION: 'Proveedores de frenos' });

    const renamed = await admin.api().Usuarios.ActualizarGrupoContacto({ GRPC_ID: id, GRPC_DESCRIPCION: 'Frenos', Accion: 1 });
    expect(renamed.valorRetorno).toEqual({ GRPC_ID: id, GRPC_DESCRIPCION: 'Frenos' });
    expect((await admin.api().Usuarios.ActualizarGrupoContacto({ GRPC_ID: id, GRPC_DESCRIPCION: 'Frenos', Accion: 2 })).ok).toBe(true);
    expect((await admin.api().Usuarios.GruposContacto()).valorRetorno).toEqual(before);
  });

  it('refuses a blank, too long or repeated group text with a Spanish message', async () => {
    const admin = await loggedIn();
    const groups = admin.api().Usuarios;
    expect(await groups.ActualizarGrupoContacto({ GRPC_DESCRIPCION: '   ', Accion: 0 })).toEqual({
      ok: false,
      mensajeError: CONTACT_MESSAGES.groupTextRequired,
      valorRetorno: null,
    });
    expect((await groups.ActualizarGrupoContacto({ GRPC_DESCRIPCION: 'x'.repeat(251), Accion: 0 })).mensajeError).toBe(CONTACT_MESSAGES.groupTextTooLong);
    expect((await groups.ActualizarGrupoContacto({ GRPC_DESCRIPCION: 'x'.repeat(250), Accion: 0 })).ok).toBe(true);
    const existing = (await groups.GruposContacto()).valorRetorno[0]?.GRPC_DESCRIPCION ?? '';
    const repeated = await groups.ActualizarGrupoContacto({ GRPC_DESCRIPCION: existing.toUpperCase(), Accion: 0 });
    expect(repeated).toMatchObject({ ok: false, mensajeError: 'Ya existe un grupo de contacto con ese nombre' });
  });

  it('answers 404 for another user’s group and changes nothing', async () => {
    const admin = await loggedIn();
    const other = await loggedIn('otro');
    const theirs = (await other.api().Usuarios.GruposContacto()).valorRetorno;
    const target = theirs[0];
    if (!target) throw new Error('seed has no group');
    await expect(admin.api().Usuarios.ActualizarGrupoContacto({ GRPC_ID: target.GRPC_ID, GRPC_DESCRIPCION: 'Robado', Accion: 1 })).rejects.toMatchObject({
      status: 404,
    });
    await expect(admin.api().Usuarios.ActualizarGrupoContacto({ GRPC_ID: target.GRPC_ID, GRPC_DESCRIPCION: 'x', Accion: 2 })).rejects.toMatchObject({
      status: 404,
    });
    expect((await other.api().Usuarios.GruposContacto()).valorRetorno).toEqual(theirs);
  });
});

describe('ActualizarContacto', () => {
  it('adds (0), modifies (1) and deletes (2) a contact, and the session configuration follows', async () => {
    const admin = await loggedIn();
    const group = (await admin.api().Usuarios.GruposContacto()).valorRetorno[0]?.GRPC_ID ?? null;
    const added = await admin.api().Usuarios.ActualizarContacto(contact({ CONT_ID_GRUPO_CONTACTO: group }));
    expect(added.ok).toBe(true);
    const id = added.valorRetorno ?? 0;
    const config = async () => {
      const answer = await admin.api().Login.EnSession();
      return answer.ok ? answer.contactos.find((c) => c.CONT_ID === id) : undefined;
    };
    expect(await config()).toEqual({
      CONT_ID: id,
      CONT_NOMBRE: 'Lucía Fernández',
      CONT_MAIL: 'lucia@talleresfernandez.es',
      CONT_TELEFONO: '961234567',
      CONT_MOVIL: null,
      CONT_ID_GRUPO_CONTACTO: group,
    });
    const modified = await admin
      .api()
      .Usuarios.ActualizarContacto(contact({ CONT_ID: id, CONT_NOMBRE: 'Lucía F. Gómez', CONT_TELEFONO: '', CONT_MOVIL: 612345678, Accion: 1 }));
    expect(modified).toEqual({ ok: true, mensajeError: null, valorRetorno: id });
    expect(await config()).toMatchObject({ CONT_NOMBRE: 'Lucía F. Gómez', CONT_TELEFONO: null, CONT_MOVIL: '612345678' });
    expect((await admin.api().Usuarios.ActualizarContacto(contact({ CONT_ID: id, Accion: 2 }))).ok).toBe(true);
    expect(await config()).toBeUndefined();
  });

  it('refuses what the form refuses, with its messages, and stores nothing', async () => {
    const admin = await loggedIn();
    const me = await userId(admin);
    const count = await contactCount(me);
    const cases: [Record<string, unknown>, string][] = [
      [{ CONT_MAIL: '  ' }, CONTACT_MESSAGES.required],
      [{ CONT_NOMBRE: '' }, CONTACT_MESSAGES.required],
      [{ CONT_NOMBRE: 'x'.repeat(31) }, CONTACT_MESSAGES.nameTooLong],
      [{ CONT_MAIL: `${'x'.repeat(246)}@x.es` }, CONTACT_MESSAGES.emailTooLong],
      [{ CONT_TELEFONO: '-912345678' }, CONTACT_MESSAGES.phoneNegative],
      [{ CONT_MOVIL: '6123456789' }, CONTACT_MESSAGES.mobileInvalid],
      [{ CONT_TELEFONO: '91 234' }, CONTACT_MESSAGES.phoneNotDigits],
      [{ CONT_NOMBRE: 'Bel\u0007l' }, 'El texto contiene caracteres no válidos (el fichero debe estar codificado en UTF-8)'],
    ];
    for (const [over, message] of cases) {
      const answer = await admin.api().Usuarios.ActualizarContacto(contact(over));
      expect(answer, JSON.stringify(over)).toEqual({ ok: false, mensajeError: message, valorRetorno: null });
    }
    expect(await contactCount(me)).toBe(count);
    // NUL (and a lone surrogate) is refused for every call before any handler runs: 400 with the wire's text.
    const nul = await admin.call('POST', '/api/Usuarios/ActualizarContacto', { json: contact({ CONT_NOMBRE: 'Nul\u0000o' }) });
    expect([nul.status, nul.json]).toEqual([400, { ok: false, mensajeError: WIRE_TEXTS.invalidText }]);
    expect(await contactCount(me)).toBe(count);
    const raw = await admin.call('POST', '/api/Usuarios/ActualizarContacto', { json: contact({ Accion: 1 }) });
    expect(raw.status).toBe(400);
    const badAction = await admin.call('POST', '/api/Usuarios/ActualizarContacto', { json: contact({ Accion: 3 }) });
    expect(badAction.status).toBe(400);
  });

  it('answers 404 for another user’s contact or group and changes nothing', async () => {
    const admin = await loggedIn();
    const other = await loggedIn('otro');
    const answer = await other.api().Login.EnSession();
    const theirs = answer.ok ? answer.contactos[0] : undefined;
    if (!theirs) throw new Error('seed has no contact');
    for (const Accion of [1, 2] as const) {
      await expect(admin.api().Usuarios.ActualizarContacto(contact({ CONT_ID: theirs.CONT_ID, Accion }))).rejects.toMatchObject({
        status: 404,
      });
    }
    const theirGroup = (await other.api().Usuarios.GruposContacto()).valorRetorno[0]?.GRPC_ID;
    await expect(admin.api().Usuarios.ActualizarContacto(contact({ CONT_ID_GRUPO_CONTACTO: theirGroup }))).rejects.toMatchObject({
      status: 404,
    });
    const after = await other.api().Login.EnSession();
    expect(after.ok && after.contactos.find((c) => c.CONT_ID === theirs.CONT_ID)).toEqual(theirs);
  });
});

describe('AltaMasivaContactos', () => {
  const rows = (n: number, prefix = 'Contacto') =>
    Array.from({ length: n }, (_, i) => ({
      CONT_NOMBRE: `${prefix} ${i + 1}`,
      CONT_MAIL: `c${i + 1}@importado.es`,
      CONT_TELEFONO: String(900_000_000 + i),
      CONT_MOVIL: i % 3 === 0 ? '' : String(600_000_000 + i),
      CONT_ID_GRUPO_CONTACTO: null,
      Accion: 0 as const,
    }));

  it('imports 9,000 valid rows at once, and none when one of them is wrong, naming its line', async () => {
    const user = await loggedIn('socio');
    const me = await userId(user);
    const count = await contactCount(me);
    const bad = rows(9_000, 'Malo');
    bad[7_321] = { ...bad[7_321]!, CONT_MAIL: '' };
    const refused = await user.api().Usuarios.AltaMasivaContactos({ contactos: bad });
    expect(refused.ok).toBe(false);
    expect(refused.mensajeError).toBe(`Hay 1 línea con errores; no se ha importado ningún contacto.\nLínea 7322: ${CONTACT_MESSAGES.required}`);
    expect(await contactCount(me)).toBe(count);

    const imported = await user.api().Usuarios.AltaMasivaContactos({ contactos: rows(9_000) });
    expect(imported).toEqual({ ok: true, mensajeError: null, valorRetorno: 9_000, omitidos: 0 });
    expect(await contactCount(me)).toBe(count + 9_000);
    const config = await user.api().Login.EnSession();
    expect(config.ok && config.contactos.find((c) => c.CONT_NOMBRE === 'Contacto 8999')).toMatchObject({
      CONT_MAIL: 'c8999@importado.es',
      CONT_TELEFONO: '900008998',
      CONT_MOVIL: '600008998',
    });
  }, 120_000);

  it('checks a CSV file with the browser’s rules and names the file’s lines (LINEA) in its refusal', async () => {
    const admin = await loggedIn();
    const me = await userId(admin);
    const count = await contactCount(me);
    const groups = (await admin.api().Usuarios.GruposContacto()).valorRetorno;
    const otherGroup = (await (await loggedIn('otro')).api().Usuarios.GruposContacto()).valorRetorno[0]?.GRPC_ID;
    const csv = [
      'Nombre;Email;Teléfono;Móvil;Id grupo',
      `Ana Pérez;ana@taller.es;912345678;;${groups[0]?.GRPC_ID}`,
      `Luis Gil;luis@taller.es;;;${otherGroup}`,
      'Eva Ruiz;eva@taller.es;;;',
    ].join('\r\n');
    const parsed = importContactsCsv(csv);
    expect(parsed.ok).toBe(true);
    const contactos = parsed.contacts.map(({ line, ...c }) => ({ ...c, LINEA: line }));
    const refused = await admin.api().Usuarios.AltaMasivaContactos({ contactos });
    expect(refused.mensajeError).toBe(`Hay 1 línea con errores; no se ha importado ningún contacto.\nLínea 3: El grupo de contacto ${otherGroup} no existe`);
    expect(await contactCount(me)).toBe(count);
    const good = contactos.filter((c) => c.LINEA !== 3);
    expect(await admin.api().Usuarios.AltaMasivaContactos({ contactos: good })).toMatchObject({ ok: true, valorRetorno: 2 });
    expect(await contactCount(me)).toBe(count + 2);
  });

  it('refuses malformed rows and badly encoded text, listing every line, and inserts nothing', async () => {
    const admin = await loggedIn();
    const me = await userId(admin);
    const count = await contactCount(me);
    const contactos = rows(6, 'Fila');
    contactos[1] = { ...contactos[1]!, CONT_TELEFONO: '91-23' };
    contactos[2] = { ...contactos[2]!, CONT_NOMBRE: 'Pe\ufffda' };
    contactos[3] = { ...contactos[3]!, CONT_MAIL: 'x\u001b@y.es' };
    contactos[4] = { ...contactos[4]!, CONT_NOMBRE: '', CONT_MOVIL: '-612' };
    const refused = await admin.api().Usuarios.AltaMasivaContactos({ contactos });
    expect(refused.mensajeError?.split('\n')).toEqual([
      'Hay 4 líneas con errores; no se ha importado ningún contacto.',
      `Línea 2: ${CONTACT_MESSAGES.phoneNotDigits}`,
      'Línea 3: El texto contiene caracteres no válidos (el fichero debe estar codificado en UTF-8)',
      'Línea 4: El texto contiene caracteres no válidos (el fichero debe estar codificado en UTF-8)',
      `Línea 5: ${CONTACT_MESSAGES.required}`,
      `Línea 5: ${CONTACT_MESSAGES.mobileNegative}`,
    ]);
    expect(await contactCount(me)).toBe(count);
    // A NUL is refused for the whole call (400), as for every call; nothing stored either.
    contactos[3] = { ...contactos[3]!, CONT_MAIL: 'x\u0000@y.es' };
    const nul = await admin.call('POST', '/api/Usuarios/AltaMasivaContactos', { json: { contactos } });
    expect([nul.status, nul.json]).toEqual([400, { ok: false, mensajeError: WIRE_TEXTS.invalidText }]);
    expect(await contactCount(me)).toBe(count);
    // Rows that do not even have the contact's fields are refused by the contract (400), also with nothing stored.
    const shapeless = await admin.call('POST', '/api/Usuarios/AltaMasivaContactos', { json: { contactos: [{ CONT_NOMBRE: 'x' }] } });
    expect(shapeless.status).toBe(400);
    expect(await admin.api().Usuarios.AltaMasivaContactos({ contactos: [] })).toEqual({
      ok: false,
      mensajeError: 'El fichero no contiene contactos',
      valorRetorno: 0,
    });
    expect(await contactCount(me)).toBe(count);
  });

  it('refuses what the browser refuses: mis-decoded text, line breaks, non-addresses; lengths in characters', async () => {
    const admin = await loggedIn();
    const me = await userId(admin);
    const count = await contactCount(me);
    const contactos = rows(6, 'Regla');
    contactos[0] = { ...contactos[0]!, CONT_NOMBRE: 'MuÃ±oz' };
    contactos[1] = { ...contactos[1]!, CONT_NOMBRE: 'Ana\nPérez' };
    contactos[2] = { ...contactos[2]!, CONT_MAIL: 'abc' };
    contactos[3] = { ...contactos[3]!, CONT_NOMBRE: '🚗'.repeat(30) };
    contactos[4] = { ...contactos[4]!, CONT_NOMBRE: 'n\u0303'.repeat(30) };
    const refused = await admin.api().Usuarios.AltaMasivaContactos({ contactos });
    expect(refused.mensajeError?.split('\n')).toEqual([
      'Hay 3 líneas con errores; no se ha importado ningún contacto.',
      `Línea 1: ${ENCODING_MESSAGES.misdecoded}`,
      `Línea 2: ${CONTACT_MESSAGES.lineBreak}`,
      `Línea 3: ${CONTACT_MESSAGES.emailInvalid}`,
    ]);
    expect(await contactCount(me)).toBe(count);
    // The same rows one by one, as the contact form sends them.
    for (const [row, message] of [
      [contactos[0], ENCODING_MESSAGES.misdecoded],
      [contactos[1], CONTACT_MESSAGES.lineBreak],
      [contactos[2], CONTACT_MESSAGES.emailInvalid],
    ] as const) {
      expect(await admin.api().Usuarios.ActualizarContacto(row!)).toEqual({ ok: false, mensajeError: message, valorRetorno: null });
    }
    // 30 characters are 30 whatever their UTF-16 length; a decomposed 'ñ' is stored composed.
    const good = contactos.slice(3);
    expect(await admin.api().Usuarios.AltaMasivaContactos({ contactos: [...good, good[0]!] })).toMatchObject({ ok: true, valorRetorno: 3, omitidos: 1 });
    const names = await server.db.query<{ n: string }>('SELECT cont_nombre AS n FROM contacts WHERE cont_id_usuario = $1 AND cont_mail = $2', [
      me,
      good[1]!.CONT_MAIL,
    ]);
    expect(names[0]?.n).toBe('ñ'.repeat(30));
  });

  it('keeps a book under 10,000 contacts and an import under 10,000 rows, each refused with a Spanish text', async () => {
    const user = await loggedIn('admin');
    const me = await userId(user);
    const tooMany = rows(USER_LIMITS.importRows + 1, 'Exceso');
    const over = await user.api().Usuarios.AltaMasivaContactos({ contactos: tooMany });
    expect(over).toEqual({ ok: false, mensajeError: LIMIT_MESSAGES.importTooManyRows(10_001), valorRetorno: 0 });
    // Fill the book up to one below the limit, then the form may add exactly one more.
    const count = await contactCount(me);
    await server.db.query(
      `INSERT INTO contacts (cont_id_usuario, cont_nombre, cont_mail)
       SELECT $1, 'Lleno ' || g, 'lleno' || g || '@agenda.es' FROM generate_series(1, $2::int) g`,
      [me, USER_LIMITS.contacts - 1 - count],
    );
    expect((await user.api().Usuarios.AltaMasivaContactos({ contactos: rows(2, 'Sobra') })).mensajeError).toBe(
      LIMIT_MESSAGES.importOverBook(USER_LIMITS.contacts - 1, 2),
    );
    const last = await user.api().Usuarios.ActualizarContacto(contact({ CONT_MAIL: 'ultimo@agenda.es' }));
    expect(last.ok).toBe(true);
    expect(await user.api().Usuarios.ActualizarContacto(contact({ CONT_MAIL: 'sobra@agenda.es' }))).toEqual({
      ok: false,
      mensajeError: LIMIT_MESSAGES.bookFull,
      valorRetorno: null,
    });
    expect(await contactCount(me)).toBe(USER_LIMITS.contacts);
    // A full book can still be edited.
    const edited = await user
      .api()
      .Usuarios.ActualizarContacto(contact({ CONT_ID: last.valorRetorno, CONT_NOMBRE: 'Último', CONT_MAIL: 'ultimo@agenda.es', Accion: 1 }));
    expect(edited.ok).toBe(true);
    await server.db.query("DELETE FROM contacts WHERE cont_id_usuario = $1 AND cont_mail LIKE 'lleno%'", [me]);
  });

  it('skips contacts already in the book (same e-mail, any case) and counts them, so a re-import adds nothing', async () => {
    const user = await loggedIn('otro');
    const me = await userId(user);
    const count = await contactCount(me);
    const file = rows(4, 'Repetido').map((c) => ({ ...c, CONT_MAIL: `r${c.CONT_MAIL}` }));
    const send = (contactos: typeof file) => user.api().Usuarios.AltaMasivaContactos({ contactos });
    expect(await send(file)).toEqual({ ok: true, mensajeError: null, valorRetorno: 4, omitidos: 0 });
    const again = [...file, { ...file[0]!, CONT_MAIL: 'RC1@Importado.es' }, { ...file[0]!, CONT_MAIL: 'nuevo@importado.es' }];
    expect(await send(again)).toEqual({ ok: true, mensajeError: null, valorRetorno: 1, omitidos: 5 });
    expect(await contactCount(me)).toBe(count + 5);
  });

  it('stores formula-looking cells as plain text', async () => {
    const admin = await loggedIn();
    const formulas = ['=HYPERLINK("http://e.vil","x")', '+34 cmd', '@SUM(A1)', '-2+3'];
    const contactos = formulas.map((text, i) => ({ ...rows(1)[0]!, CONT_NOMBRE: text, CONT_MAIL: `formula${i}@x.es` }));
    contactos.push({ ...rows(1)[0]!, CONT_NOMBRE: 'Fórmula', CONT_MAIL: '=1+1@x.es' });
    expect((await admin.api().Usuarios.AltaMasivaContactos({ contactos })).ok).toBe(true);
    const answer = await admin.api().Login.EnSession();
    const names = answer.ok ? answer.contactos.filter((c) => c.CONT_MAIL.startsWith('formula')).map((c) => c.CONT_NOMBRE) : [];
    expect(names.sort()).toEqual([...formulas].sort());
    expect(answer.ok && answer.contactos.some((c) => c.CONT_MAIL === '=1+1@x.es')).toBe(true);
  });
});
