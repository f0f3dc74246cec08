import { GROUP_CONTACT } from '@socios/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from './support/pdfText';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

let server: TestServer;
/** The seeded text, put back after each test that changes it. */
let seeded = '';
beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.db.query<{ texto: string }>('SELECT condsoc_texto AS texto FROM member_conditions WHERE condsoc_id = 1');
  seeded = row?.texto ?? '';
});
afterEach(() => setConditions(seeded));
afterAll(() => server.close());

const loggedIn = (user = 'admin') => logInAs(server.url, user);

/** The PDF's bytes as 'Exportar a PDF' downloads them, with the offered file name. */
async function exportPdf(browser: Browser): Promise<{ fileName: string; bytes: Buffer }> {
  const file = await browser.api().CondicionesEntreSocios.ExportarPdf();
  return { fileName: file.fileName, bytes: Buffer.from(await file.blob.arrayBuffer()) };
}

async function setConditions(html: string): Promise<void> {
  await server.db.query(
    `INSERT INTO member_conditions (condsoc_id, condsoc_texto) VALUES (1, $1)
     ON CONFLICT (condsoc_id) DO UPDATE SET condsoc_texto = excluded.condsoc_texto`,
    [html],
  );
}

describe('conditions between members: access', () => {
  it('answers 401 without a session and 403 without the CondicionesEntreSocios permission', async () => {
    const anonymous = new Browser(server.url);
    const socio = await loggedIn('socio');
    for (const path of ['/api/CondicionesEntreSocios/GetCondicionesEntreSocios', '/api/CondicionesEntreSocios/ExportarPdf']) {
      expect((await anonymous.call('GET', path)).status, path).toBe(401);
      const refused = await socio.call('GET', path);
      expect(refused.status, path).toBe(403);
      expect(refused.json).toMatchObject({ ok: false, mensajeError: expect.stringMatching(/permiso/) });
    }
  });
});

describe('GetCondicionesEntreSocios', () => {
  it('answers the seeded conditions as formatted HTML: orders, prices, delivery, returns, warranties, incidents', async () => {
    const admin = await loggedIn();
    const answer = await admin.api().CondicionesEntreSocios.GetCondicionesEntreSocios();
    expect(answer.ok).toBe(true);
    const html = answer.valorRetorno.CONDSOC_TEXTO;
    for (const heading of ['Pedidos entre socios', 'Precios y descuentos', 'Plazos de entrega', 'Devoluciones', 'Garantías', 'Incidencias']) {
      expect(html).toMatch(new RegExp(`<h2>\\d+\\. ${heading}</h2>`));
    }
    expect(html).toContain('<ul>');
    expect(html).toContain('<strong>');
    expect(html).toContain('<table>');
    // The help desk it names is the one the login screen shows (one phone, one e-mail for the group).
    expect(html).toContain(GROUP_CONTACT.phone);
    expect(html).toContain(GROUP_CONTACT.email);
  });

  it('sanitises the stored text on every answer: no scripts, handlers or javascript: links', async () => {
    const admin = await loggedIn();
    await setConditions(
      '<h2 onclick="alert(1)">Título</h2><script>alert(1)</script><p>Texto <img src=x onerror=alert(2)>' +
        '<a href="javascript:alert(3)">enlace</a> <a href="https://grupo.example/condiciones">web</a></p><iframe src="//x"></iframe>',
    );
    const html = (await admin.api().CondicionesEntreSocios.GetCondicionesEntreSocios()).valorRetorno.CONDSOC_TEXTO;
    expect(html).toBe(
      '<h2>Título</h2><p>Texto <a>enlace</a> <a href="https://grupo.example/condiciones" rel="noopener noreferrer" target="_blank">web</a></p>',
    );
  });

  it('answers an empty text when no conditions were ever stored', async () => {
    const admin = await loggedIn();
    await server.db.query('DELETE FROM member_conditions');
    expect((await admin.api().CondicionesEntreSocios.GetCondicionesEntreSocios()).valorRetorno).toEqual({ CONDSOC_TEXTO: '' });
    const { bytes } = await exportPdf(admin);
    const { pages } = await readPdf(bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('No hay condiciones entre socios publicadas.');
  });
});

describe('ExportarPdf', () => {
  it('downloads condiciones_entre_socios.pdf: a real PDF with the title, the text and numbered pages', async () => {
    const admin = await loggedIn();
    const raw = await admin.fetch(`${server.url}/api/CondicionesEntreSocios/ExportarPdf`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('application/pdf');
    const { fileName, bytes } = await exportPdf(admin);
    expect(fileName).toBe('condiciones_entre_socios.pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { title, pages } = await readPdf(bytes);
    expect(title).toBe('Condiciones entre socios');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]).toMatch(/^Condiciones entre socios /);
    const all = pages.join(' ');
    for (const text of ['2. Pedidos entre socios', '3. Precios y descuentos', '4. Plazos de entrega', '5. Devoluciones', '6. Garantías', '7. Incidencias']) {
      expect(all).toContain(text);
    }
    // Bold runs, numbered lists, table cells and Spanish characters are drawn as text.
    expect(all).toContain('2 horas hábiles');
    expect(all).toMatch(/1\. Pedidos confirmados antes de las 13:00 h/);
    expect(all).toContain('De 1.500 € a 6.000 €');
    expect(all).toMatch(/Volumen mensual entre socios Descuento adicional/);
    for (const [i, text] of pages.entries()) expect(text).toContain(`Condiciones entre socios · Página ${i + 1} de ${pages.length}`);
    // Only the sanitised content: nothing of the markup is printed.
    expect(all).not.toMatch(/<\/?(p|h2|strong|li)>/);
  });

  it('continues a long text over as many pages as it needs and draws what the fonts cannot as "?"', async () => {
    const admin = await loggedIn();
    const paragraphs = Array.from(
      { length: 120 },
      (_, i) =>
        `<p>Cláusula ${i + 1}: el socio comprador y el socio vendedor acuerdan las condiciones de esta cláusula, ` +
        `con sus plazos, precios y garantías, según lo aprobado por la Asamblea de Socios.</p>`,
    ).join('');
    await setConditions(`<h2>Anexo</h2>${paragraphs}<p>Fin 🚗 → ok ${'x'.repeat(400)}</p>`);
    const { bytes } = await exportPdf(admin);
    const { pages } = await readPdf(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const all = pages.join(' ');
    expect(all).toContain('Cláusula 1:');
    expect(all).toContain('Cláusula 120:');
    expect(all).toContain('Fin ? ? ok');
    expect(pages.at(-1)).toContain(`Página ${pages.length} de ${pages.length}`);
  });
});
