import { LIMIT_MESSAGES, NEWS_MESSAGES, USER_LIMITS } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loggedIn = (user = 'admin', pwd?: string) => logInAs(server.url, user, pwd);

async function contactsOf(browser: Browser): Promise<string[]> {
  const answer = await browser.api().Login.EnSession();
  if (!answer.ok) throw new Error('no session');
  return answer.contactos.map((c) => c.CONT_MAIL);
}

async function newsWithDocuments(): Promise<{ id: number; title: string }> {
  const [row] = await server.db.query<{ id: number; title: string }>(
    `SELECT n.not_id AS id, n.not_titulo AS title FROM news n
      WHERE n.not_fecha_publicacion <= current_date AND n.not_id_pais IS NULL
        AND EXISTS (SELECT 1 FROM news_documents d WHERE d.notdoc_id_noticia = n.not_id)
      ORDER BY n.not_fecha_publicacion DESC LIMIT 1`,
  );
  return row!;
}

describe('EnviarCorreo', () => {
  it('sends a news item to each selected contact, with its link and attachments', async () => {
    const admin = await loggedIn();
    const [a, b] = await contactsOf(admin);
    const item = await newsWithDocuments();
    const before = server.outbox().length;
    expect(await admin.api().Usuarios.EnviarCorreo({ mailContacto: `${a}, ${b!.toUpperCase()}`, idEntidad: item.id, tipo: 'N' })).toEqual({
      ok: true,
      mensajeError: null,
    });
    const sent = server.outbox().slice(before);
    expect(sent).toHaveLength(2);
    expect(sent.some((m) => m.includes(`To: ${a}`))).toBe(true);
    expect(sent[0]).toContain(`/noticias/${item.id}`);
    expect(sent[0]).toMatch(/Content-Disposition: attachment;\s+filename\*?/i);
    expect(sent[0]).toContain('Ana Mart');
  });

  it('sends a general document as an attachment', async () => {
    const admin = await loggedIn();
    const [a] = await contactsOf(admin);
    const [doc] = await server.db.query<{ id: number; name: string }>('SELECT doc_id AS id, doc_nombre AS name FROM documents ORDER BY doc_id LIMIT 1');
    const before = server.outbox().length;
    await admin.api().Usuarios.EnviarCorreo({ mailContacto: a!, idEntidad: doc!.id, tipo: 'D' });
    const [mail] = server.outbox().slice(before);
    expect(mail).toContain('application/pdf');
    expect(mail).toMatch(/Subject: =\?UTF-8\?|Subject: Documento compartido/);
  });

  it('answers 404 with the spec’s text and sends nothing when any address is invalid or not a contact', async () => {
    const admin = await loggedIn();
    const other = await loggedIn('otro');
    const [mine] = await contactsOf(admin);
    const [theirs] = await contactsOf(other);
    const item = await newsWithDocuments();
    const before = server.outbox().length;
    for (const list of [`${mine},no-es-un-correo`, `${mine},desconocido@ejemplo.es`, theirs!]) {
      const res = await admin.call('POST', '/api/Usuarios/EnviarCorreo', { json: { mailContacto: list, idEntidad: item.id, tipo: 'N' } });
      expect(res.status, list).toBe(404);
      expect(res.json).toMatchObject({ mensajeError: NEWS_MESSAGES.shareRejected });
    }
    expect(server.outbox()).toHaveLength(before);
  });

  it('answers 401, 403 without the permission and 404 for what the user may not see', async () => {
    const socio = await loggedIn('socio');
    const [mail] = await contactsOf(socio);
    const item = await newsWithDocuments();
    expect(
      (await new Browser(server.url).call('POST', '/api/Usuarios/EnviarCorreo', { json: { mailContacto: mail, idEntidad: item.id, tipo: 'N' } })).status,
    ).toBe(401);
    expect((await socio.call('POST', '/api/Usuarios/EnviarCorreo', { json: { mailContacto: mail, idEntidad: item.id, tipo: 'N' } })).status).toBe(403);
    expect((await socio.call('POST', '/api/Usuarios/EnviarCorreo', { json: { mailContacto: mail, idEntidad: 1, tipo: 'D' } })).status).toBe(403);
    const admin = await loggedIn();
    const [hidden] = await server.db.query<{ id: number }>('SELECT not_id AS id FROM news WHERE not_fecha_publicacion > current_date LIMIT 1');
    const [own] = await contactsOf(admin);
    expect((await admin.call('POST', '/api/Usuarios/EnviarCorreo', { json: { mailContacto: own, idEntidad: hidden!.id, tipo: 'N' } })).status).toBe(404);
  });
});

describe('limits of sharing (one user cannot flood the mail)', () => {
  it('sends to at most 100 recipients per hour per user, then answers 429 and sends nothing', async () => {
    const otro = await loggedIn('otro');
    const contactos = Array.from({ length: 50 }, (_, i) => ({
      CONT_NOMBRE: `Cupo ${i}`,
      CONT_MAIL: `cupo${i}@taller.es`,
      CONT_TELEFONO: null,
      CONT_MOVIL: null,
      CONT_ID_GRUPO_CONTACTO: null,
      Accion: 0 as const,
    }));
    expect((await otro.api().Usuarios.AltaMasivaContactos({ contactos })).ok).toBe(true);
    const [doc] = await server.db.query<{ id: number }>('SELECT doc_id AS id FROM documents ORDER BY doc_id LIMIT 1');
    const all = contactos.map((c) => c.CONT_MAIL).join(',');
    const share = () => otro.call('POST', '/api/Usuarios/EnviarCorreo', { json: { mailContacto: all, idEntidad: doc!.id, tipo: 'D' } });
    expect((await share()).status).toBe(200);
    expect((await share()).status).toBe(200);
    const before = server.outbox().length;
    const refused = await share();
    expect([refused.status, refused.json]).toEqual([429, { ok: false, mensajeError: LIMIT_MESSAGES.recipientsPerHour }]);
    expect(server.outbox().length).toBe(before);
    // Another user has a quota of its own.
    const admin = await loggedIn();
    const [a] = await contactsOf(admin);
    expect((await admin.api().Usuarios.EnviarCorreo({ mailContacto: a!, idEntidad: doc!.id, tipo: 'D' })).ok).toBe(true);
  });

  it('refuses to mail a document over 10 MB, with a Spanish text, sending nothing', async () => {
    const admin = await loggedIn();
    const [a] = await contactsOf(admin);
    const [doc] = await server.db.query<{ id: number; file: number }>(
      'SELECT doc_id AS id, doc_id_documento AS file FROM documents ORDER BY doc_id DESC LIMIT 1',
    );
    await server.db.query('UPDATE attachments SET adj_size = $2 WHERE adj_id = $1', [doc!.file, USER_LIMITS.mailAttachmentBytes + 1]);
    const before = server.outbox().length;
    const res = await admin.call('POST', '/api/Usuarios/EnviarCorreo', { json: { mailContacto: a, idEntidad: doc!.id, tipo: 'D' } });
    expect([res.status, res.json]).toEqual([400, { ok: false, mensajeError: LIMIT_MESSAGES.attachmentTooBig }]);
    expect(server.outbox().length).toBe(before);
  });
});
