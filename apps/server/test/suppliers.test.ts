import { type Documento, DOCUMENTS_PAGE, DOCUMENTS_PAGE_MAX, ROLES_CONTACTO } from '@socios/api';
import { DEFAULT_DOCUMENT_SORT, EMPTY_DOCUMENT_FILTER, listDocuments } from '@socios/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTexts } from './support/pdfText';
import { startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loggedIn = (user = 'admin', pwd?: string) => logInAs(server.url, user, pwd);

const one = async <T>(sql: string, params: unknown[] = []) => (await server.db.query<T>(sql, params))[0]!;

describe('Proveedores/GetListado', () => {
  it('lists at least 200 suppliers with 600 brands, by name, with logos (some without) and flags', async () => {
    const list = (await (await loggedIn('socio')).api().Proveedores.GetListado()).valorRetorno;
    expect(list.length).toBeGreaterThanOrEqual(200);
    expect(list.reduce((n, s) => n + s.Marcas.length, 0)).toBeGreaterThanOrEqual(600);
    const names = list.map((s) => s.PRV_NOMBRE.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(list.some((s) => s.PRV_ID_DOCUMENTO === null)).toBe(true);
    expect(list.some((s) => s.PRV_NEXUS) && list.some((s) => !s.PRV_NEXUS)).toBe(true);
    expect(list.some((s) => s.PRV_HOMOLOGADO) && list.some((s) => !s.PRV_HOMOLOGADO)).toBe(true);
    const brembo = list.find((s) => s.Marcas.some((m) => m.MAR_NOMBRE === 'Brembo'));
    expect(brembo?.PRV_NOMBRE).toBe('Frenos Ibéricos');
  });

  it('is one shared, precompressed answer with an ETag: a browser that has it gets a 304 with no body', async () => {
    const socio = await loggedIn('socio');
    const first = await socio.call('GET', '/api/Proveedores/GetListado', { headers: { 'Accept-Encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const list = (first.json as { valorRetorno: unknown[] }).valorRetorno;
    expect(list.length).toBeGreaterThanOrEqual(200);
    const gzip = await (await loggedIn('otro')).call('GET', '/api/Proveedores/GetListado', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.text).toBe(first.text);
    const again = await socio.call('GET', '/api/Proveedores/GetListado', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    // Other API answers are still never stored.
    expect((await socio.call('GET', '/api/Login/EnSession')).headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 without a session', async () => {
    const res = await fetch(`${server.url}/api/Proveedores/GetListado`);
    expect(res.status).toBe(401);
  });
});

describe('Proveedores/ObtenerRegistro', () => {
  it('gives the conditions, shipping by region (Portugal its own) and the eight contact roles in order', async () => {
    const admin = await loggedIn();
    const s = await one<{ id: number }>('SELECT cnd_id_proveedor AS id FROM supplier_conditions WHERE cnd_id_documento IS NOT NULL ORDER BY 1 LIMIT 1');
    const c = (await admin.api().Proveedores.ObtenerRegistro({ provId: s.id })).valorRetorno;
    expect(c.PRV_ID).toBe(s.id);
    expect(c.CND_GARANTIA).toEqual(expect.any(String));
    expect(c.CND_PORTES_PORTUGAL.PAGADOS).toEqual(expect.any(String));
    expect(c.CND_PORTES_PENINSULA.DEBIDOS).toEqual(expect.any(String));
    expect(c.CONTACTOS.map((r) => r.ROL)).toEqual([...ROLES_CONTACTO]);
    // The conditions PDF downloads (kind 1) as a real, several-page PDF.
    const pdf = await admin.api().DocumentosAdjuntos.ObtenerDocumentoAdjunto({ documentId: c.CND_ID_DOCUMENTO!, kind: 1 });
    const bytes = Buffer.from(await pdf.blob.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(document.getTitle()).toMatch(/^Condiciones comerciales \d{4}$/);
  });

  it('states in the conditions PDF what the conditions on screen say (payment, discounts, returns, shipping)', async () => {
    const admin = await loggedIn();
    const withPdf = await server.db.query<{ id: number }>(
      'SELECT cnd_id_proveedor AS id FROM supplier_conditions WHERE cnd_id_documento IS NOT NULL ORDER BY 1 LIMIT 5',
    );
    expect(withPdf.length).toBe(5);
    for (const { id } of withPdf) {
      const c = (await admin.api().Proveedores.ObtenerRegistro({ provId: id })).valorRetorno;
      const pdf = await admin.api().DocumentosAdjuntos.ObtenerDocumentoAdjunto({ documentId: c.CND_ID_DOCUMENTO!, kind: 1 });
      const text = pageTexts(await PDFDocument.load(Buffer.from(await pdf.blob.arrayBuffer()))).join(' ');
      const said = [
        c.CND_FORMA_PAGO,
        c.CND_DESCUENTOS,
        c.CND_GARANTIA,
        c.CND_DEVOLUCIONES,
        c.CND_SERVICIO,
        c.CND_PORTES_PENINSULA.PAGADOS,
        c.CND_PORTES_PORTUGAL.PAGADOS,
      ];
      for (const term of said) expect(text, `proveedor ${id}`).toContain((term ?? '').replace(/\s+/g, ' '));
    }
  });

  it('some suppliers have empty contact roles and no conditions PDF', async () => {
    const empty = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM supplier_contacts WHERE cnt_nombre IS NULL AND cnt_mail IS NULL AND cnt_telefono IS NULL AND cnt_movil IS NULL',
    );
    expect(empty.n).toBeGreaterThan(0);
    const s = await one<{ id: number }>('SELECT cnd_id_proveedor AS id FROM supplier_conditions WHERE cnd_id_documento IS NULL LIMIT 1');
    const c = (await (await loggedIn()).api().Proveedores.ObtenerRegistro({ provId: s.id })).valorRetorno;
    expect(c.CND_ID_DOCUMENTO).toBeNull();
  });

  it('refuses without Condiciones (403), an unknown supplier (404) and no session (401)', async () => {
    const socio = await loggedIn('socio');
    expect((await socio.call('GET', '/api/Proveedores/ObtenerRegistro/1')).status).toBe(403);
    expect((await socio.call('POST', '/api/Proveedores/GetProveedorDocumento', { json: { PRVDOC_ID_PRV: 1 } })).status).toBe(403);
    const admin = await loggedIn();
    expect((await admin.call('GET', '/api/Proveedores/ObtenerRegistro/999999')).status).toBe(404);
    expect((await admin.call('GET', '/api/Proveedores/ObtenerRegistro/abc')).status).toBe(400);
    expect((await fetch(`${server.url}/api/Proveedores/ObtenerRegistro/1`)).status).toBe(401);
  });
});

describe('Proveedores/GetProveedorDocumento', () => {
  it('lists own files (DP, kind 1) and library documents (D, kind 2); both download', async () => {
    const admin = await loggedIn();
    const s = await one<{ id: number }>(
      `SELECT prvdoc_id_prv AS id FROM supplier_documents GROUP BY 1 HAVING count(DISTINCT prvdoc_tipo) = 2 ORDER BY 1 LIMIT 1`,
    );
    const answer = await admin.api().Proveedores.GetProveedorDocumento({ PRVDOC_ID_PRV: s.id });
    expect(answer.ok).toBe(true);
    const own = answer.valorRetorno.find((d) => d.PRVDOC_TIPO === 'DP')!;
    const linked = answer.valorRetorno.find((d) => d.PRVDOC_TIPO === 'D')!;
    expect(own.DOC_ID).toBeNull();
    expect(linked.DOC_ID).toEqual(expect.any(Number));
    const ownFile = await admin.fetch(`${server.url}/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${own.PRVDOC_ID_DOCUMENTO}/1`);
    expect(ownFile.status).toBe(200);
    expect(
      Buffer.from(await ownFile.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect((await admin.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${linked.PRVDOC_ID_DOCUMENTO}/2`)).status).toBe(200);
    // The supplier's files are not reachable with another kind, nor without Condiciones.
    expect((await admin.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${own.PRVDOC_ID_DOCUMENTO}/2`)).status).toBe(404);
    expect((await (await loggedIn('socio')).call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${own.PRVDOC_ID_DOCUMENTO}/1`)).status).toBe(403);
  });

  it("shares a supplier's own document (DP) by e-mail with it attached; Condiciones needed", async () => {
    const admin = await loggedIn();
    const config = await admin.api().Login.EnSession();
    if (!config.ok) throw new Error('no session');
    const to = config.contactos[0]!.CONT_MAIL;
    const doc = await one<{ id: number; name: string }>(
      "SELECT prvdoc_id AS id, prvdoc_nombre AS name FROM supplier_documents WHERE prvdoc_tipo = 'DP' ORDER BY 1 LIMIT 1",
    );
    const before = server.outbox().length;
    await admin.api().Usuarios.EnviarCorreo({ mailContacto: to, idEntidad: doc.id, tipo: 'DP' });
    const [mail] = server.outbox().slice(before);
    expect(mail).toContain(to);
    expect(mail).toMatch(/Subject: =\?UTF-8\?|Subject: Documento compartido/);
    expect(mail).toMatch(/Content-Type: application\/pdf/i);
    const socio = await loggedIn('socio');
    expect((await socio.call('POST', '/api/Usuarios/EnviarCorreo', { json: { mailContacto: to, idEntidad: doc.id, tipo: 'DP' } })).status).toBe(403);
    expect((await admin.call('POST', '/api/Usuarios/EnviarCorreo', { json: { mailContacto: to, idEntidad: 999999, tipo: 'DP' } })).status).toBe(404);
  });

  it('answers the spec text and an empty list for a supplier without documents; 404 for an unknown one', async () => {
    const admin = await loggedIn();
    const s = await one<{ id: number }>('SELECT prv_id AS id FROM suppliers WHERE prv_id NOT IN (SELECT prvdoc_id_prv FROM supplier_documents) LIMIT 1');
    const answer = await admin.api().Proveedores.GetProveedorDocumento({ PRVDOC_ID_PRV: s.id });
    expect(answer).toEqual({ ok: false, mensajeError: 'El proveedor no tiene documentos adjuntos.', valorRetorno: [] });
    expect((await admin.call('POST', '/api/Proveedores/GetProveedorDocumento', { json: { PRVDOC_ID_PRV: 999999 } })).status).toBe(404);
    expect((await admin.call('POST', '/api/Proveedores/GetProveedorDocumento', { json: { PRVDOC_ID_PRV: 'x' } })).status).toBe(400);
  });
});

describe('Documentos/Carpetas', () => {
  it('gives folders with their counts, categories, types, the first page of documents and how many there are', async () => {
    const lib = (await (await loggedIn()).api().Documentos.Carpetas()).valorRetorno;
    expect(lib.TOTAL_DOCUMENTOS).toBeGreaterThanOrEqual(300);
    expect(lib.DOCUMENTOS).toHaveLength(DOCUMENTS_PAGE);
    expect(lib.CARPETAS.length).toBeGreaterThanOrEqual(5);
    expect(lib.CATEGORIAS.length).toBeGreaterThanOrEqual(4);
    expect(lib.TIPOS.map((t) => t.TDO_NOMBRE)).toContain('PDF');
    const [counted] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents WHERE doc_card_id = $1', [lib.CARPETAS[0]!.CARD_ID]);
    expect(lib.CARPETAS[0]!.NUM_DOCUMENTOS).toBe(counted!.n);
    expect(lib.CARPETAS.reduce((n, c) => n + c.NUM_DOCUMENTOS, 0)).toBeLessThan(lib.TOTAL_DOCUMENTOS);
    const doc = lib.DOCUMENTOS.find((d) => d.DOC_CARD_ID !== null)!;
    expect(doc.CARD_NOMBRE).toBe(lib.CARPETAS.find((c) => c.CARD_ID === doc.DOC_CARD_ID)?.CARD_NOMBRE);
    expect(doc.DOC_FECHA_SUBIDA).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('pages the documents of a folder, a category, a type or a search, in the domain order, without losing one', async () => {
    const admin = await loggedIn();
    const lib = (await admin.api().Documentos.Carpetas()).valorRetorno;
    // Every document, page by page, is the library the screen used to receive whole, in the same order.
    const every: Documento[] = [];
    for (;;) {
      const page = await admin.api().Documentos.GetDocumentos({ desde: every.length, maxRegistros: DOCUMENTS_PAGE_MAX });
      expect(page.valorRetorno.length).toBeLessThanOrEqual(DOCUMENTS_PAGE_MAX);
      every.push(...page.valorRetorno);
      if (page.valorRetorno.length === 0 || every.length >= page.total) break;
    }
    expect(every).toHaveLength(lib.TOTAL_DOCUMENTOS);
    expect(every.slice(0, DOCUMENTS_PAGE)).toEqual(lib.DOCUMENTOS);
    const folder = lib.CARPETAS.find((c) => c.NUM_DOCUMENTOS > 0)!;
    const filters = [
      { body: { idCarpeta: folder.CARD_ID }, filter: { ...EMPTY_DOCUMENT_FILTER, folderId: folder.CARD_ID } },
      {
        body: { idCategoria: lib.CATEGORIAS[0]!.CATD_ID, orden: 'date', direccion: 'desc' },
        filter: { ...EMPTY_DOCUMENT_FILTER, categoryId: lib.CATEGORIAS[0]!.CATD_ID },
        sort: { by: 'date', direction: 'desc' },
      },
      { body: { idTipo: lib.TIPOS[0]!.TDO_ID }, filter: { ...EMPTY_DOCUMENT_FILTER, typeId: lib.TIPOS[0]!.TDO_ID } },
      { body: { texto: 'GARANTIAS' }, filter: { ...EMPTY_DOCUMENT_FILTER, text: 'GARANTIAS' } },
    ] as const;
    for (const f of filters) {
      const expected = listDocuments(every, f.filter, 'sort' in f ? f.sort : DEFAULT_DOCUMENT_SORT);
      const page = await admin.api().Documentos.GetDocumentos({ ...f.body, maxRegistros: DOCUMENTS_PAGE_MAX });
      expect(page.total, JSON.stringify(f.body)).toBe(expected.length);
      expect(page.valorRetorno.map((d) => d.DOC_ID)).toEqual(expected.slice(0, DOCUMENTS_PAGE_MAX).map((d) => d.DOC_ID));
    }
    expect((await admin.api().Documentos.GetDocumentos({ idCarpeta: folder.CARD_ID })).total).toBe(folder.NUM_DOCUMENTOS);
    for (const json of [{ maxRegistros: DOCUMENTS_PAGE_MAX + 1 }, { orden: 'size' }, { desde: -1 }]) {
      expect((await admin.call('POST', '/api/Documentos/GetDocumentos', { json })).status, JSON.stringify(json)).toBe(400);
    }
    expect((await (await loggedIn('socio')).call('POST', '/api/Documentos/GetDocumentos', { json: {} })).status).toBe(403);
  });

  it('needs Documentos (403) and a session (401)', async () => {
    expect((await (await loggedIn('socio')).call('GET', '/api/Documentos/Carpetas')).status).toBe(403);
    expect((await fetch(`${server.url}/api/Documentos/Carpetas`)).status).toBe(401);
  });
});
