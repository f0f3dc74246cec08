import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loggedIn = (user = 'admin', pwd?: string) => logInAs(server.url, user, pwd);

type FileRow = { id: number; name: string; ext: string; mime: string; bytes: Uint8Array };
async function file(where: string, params: unknown[] = []): Promise<FileRow> {
  const [row] = await server.db.query<FileRow>(
    `SELECT a.adj_id AS id, a.adj_nombre AS name, a.adj_extension AS ext, a.adj_mime AS mime, a.adj_bytes AS bytes
       FROM attachments a WHERE ${where} ORDER BY a.adj_id LIMIT 1`,
    params,
  );
  if (!row) throw new Error(`no file where ${where}`);
  return row;
}

const visibleNewsFile = `a.adj_id IN (SELECT d.notdoc_id_documento FROM news_documents d JOIN news n ON n.not_id = d.notdoc_id_noticia
  WHERE n.not_fecha_publicacion <= current_date AND n.not_id_pais IS NULL)`;

describe('ObtenerDocumentoAdjunto', () => {
  it('streams a news attachment as name.extension (the name in its own case, the extension in lower case), content type and exact bytes', async () => {
    const admin = await loggedIn();
    for (const ext of ['pdf', 'csv', 'txt']) {
      const f = await file(`${visibleNewsFile} AND a.adj_extension = $1`, [ext]);
      const res = await admin.fetch(`${server.url}/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${f.id}/1`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain(f.mime);
      const name = `${f.name}.${f.ext.toLowerCase()}`;
      expect(name, 'a demo name with capitals').not.toBe(name.toLowerCase());
      expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(f.bytes))).toBe(true);
    }
    const pdf = await file(`${visibleNewsFile} AND a.adj_extension = 'pdf'`);
    const downloaded = await admin.api().DocumentosAdjuntos.ObtenerDocumentoAdjunto({ documentId: pdf.id, kind: 1 });
    expect(downloaded.fileName).toBe(`${pdf.name}.pdf`);
    expect(pdf.name).not.toBe(pdf.name.toLowerCase());
    const text = Buffer.from(await downloaded.blob.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('serves news images (kind 1), general documents (2), logos (5) and the member’s gallery (9)', async () => {
    const admin = await loggedIn();
    const cases: [string, number, string][] = [
      [
        "a.adj_id IN (SELECT not_id_img FROM news WHERE not_fecha_publicacion <= current_date AND not_id_pais IS NULL) AND a.adj_extension = 'png'",
        1,
        'image/png',
      ],
      ["a.adj_clase = 'documento'", 2, ''],
      ["a.adj_clase = 'logo_proveedor'", 5, 'image/svg+xml'],
      ["a.adj_clase = 'logo_socio'", 5, 'image/svg+xml'],
      ["a.adj_clase = 'galeria' AND a.adj_id_socio = (SELECT usr_id_socio FROM users WHERE usr_clave = 'admin')", 9, 'image/png'],
    ];
    for (const [where, kind, type] of cases) {
      const f = await file(where);
      const res = await admin.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${f.id}/${kind}`);
      expect(res.status, where).toBe(200);
      expect(res.headers.get('content-type')).toContain(type || f.mime);
    }
    const png = await file("a.adj_clase = 'noticia' AND a.adj_extension = 'png'");
    expect(Buffer.from(png.bytes).subarray(1, 4).toString()).toBe('PNG');
  });

  it('seeds news illustrations of several sizes and ratios (wide, square, portrait), each news item its own', async () => {
    const images = await server.db.query<{ bytes: Uint8Array }>(
      `SELECT a.adj_bytes AS bytes FROM news n JOIN attachments a ON a.adj_id = n.not_id_img
        WHERE a.adj_extension = 'png' ORDER BY n.not_id LIMIT 40`,
    );
    const sizes = images.map(({ bytes }) => {
      const b = Buffer.from(bytes);
      return `${b.readUInt32BE(16)}x${b.readUInt32BE(20)}`;
    });
    expect(new Set(sizes).size).toBeGreaterThanOrEqual(4);
    const ratios = sizes.map((s) => s.split('x').map(Number)).map(([w = 1, h = 1]) => Math.sign(w - h));
    expect(new Set(ratios)).toEqual(new Set([-1, 0, 1]));
    expect(new Set(images.map(({ bytes }) => Buffer.from(bytes).toString('base64'))).size).toBe(images.length);
  });

  it('answers 401 without a session, 404 for unknown ids, wrong kinds and files the user may not see', async () => {
    const admin = await loggedIn();
    const other = await loggedIn('otro');
    const news = await file(visibleNewsFile);
    expect((await new Browser(server.url).call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${news.id}/1`)).status).toBe(401);
    expect((await admin.call('GET', '/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/999999/1')).status).toBe(404);
    expect((await admin.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${news.id}/2`)).status).toBe(404);
    expect((await admin.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${news.id}/3`)).status).toBe(400);
    const scheduled = await file(
      `a.adj_id IN (SELECT d.notdoc_id_documento FROM news_documents d JOIN news n ON n.not_id = d.notdoc_id_noticia WHERE n.not_fecha_publicacion > current_date)
       OR a.adj_id IN (SELECT not_id_img FROM news WHERE not_fecha_publicacion > current_date OR not_id_pais = 2)`,
    );
    expect((await admin.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${scheduled.id}/1`)).status).toBe(404);
    const adminGallery = "a.adj_clase = 'galeria' AND a.adj_id_socio = (SELECT usr_id_socio FROM users WHERE usr_clave = 'admin')";
    const gallery = await file(`${adminGallery} AND a.adj_id IN (SELECT img_id FROM gallery_images WHERE NOT img_compartida)`);
    expect((await other.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${gallery.id}/9`)).status).toBe(404);
    // An image the member shares with the group ('Grupo') is seen by the other members of the promotions area.
    const shared = await file(`${adminGallery} AND a.adj_id IN (SELECT img_id FROM gallery_images WHERE img_compartida)`);
    expect((await other.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${shared.id}/9`)).status).toBe(200);
  });

  it('answers 403 without the section’s permission (Noticias for news files, Documentos for documents, Promociones for the gallery)', async () => {
    const socio = await loggedIn('socio');
    const news = await file(visibleNewsFile);
    const doc = await file("a.adj_clase = 'documento'");
    expect((await socio.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${news.id}/1`)).status).toBe(403);
    expect((await socio.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${doc.id}/2`)).status).toBe(403);
    const gallery = await file("a.adj_clase = 'galeria' AND a.adj_id_socio = (SELECT usr_id_socio FROM users WHERE usr_clave = 'socio')");
    expect((await socio.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${gallery.id}/9`)).status).toBe(403);
    const logo = await file("a.adj_clase = 'logo_proveedor'");
    expect((await socio.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${logo.id}/5`)).status).toBe(200);
  });
});
