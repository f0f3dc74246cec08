import type { Imagen, ImagenCambio } from '@socios/api';
import { CATEGORY_NAME_MAX, GALLERY_TEXTS, IMAGE_NAME_MAX, PROMOTION_MESSAGES, UPLOAD_MESSAGES } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegSize, pngSize } from '../src/modules/images';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';
import { damaged, jpeg, jpegHeader, png } from './support/pictures';
import { memberIdOf } from './support/promotions';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loggedIn = (user = 'admin') => logInAs(server.url, user);

const b64 = (bytes: Buffer) => bytes.toString('base64');

const memberId = (name: string) => memberIdOf(server.db, name);

async function counts() {
  const [row] = await server.db.query<{ files: number; images: number; categories: number }>(
    `SELECT (SELECT count(*)::int FROM attachments WHERE adj_clase = 'galeria') AS files,
            (SELECT count(*)::int FROM gallery_images) AS images,
            (SELECT count(*)::int FROM image_categories) AS categories`,
  );
  return row!;
}

async function gallery(browser: Browser): Promise<Imagen[]> {
  return (await browser.api().Imagenes.getImagenes()).valorRetorno;
}

/** One image of the browser's gallery, or undefined. */
async function listed(browser: Browser, id: number): Promise<Imagen | undefined> {
  return (await gallery(browser)).find((i) => i.IMG_ID === id);
}

/** A successful delete's answer. */
const DELETED = { ok: true, mensajeError: null, valorRetorno: null };

/** Adds an image through the client and answers its id (fails the test when refused). */
async function addImage(browser: Browser, reg: Partial<Extract<ImagenCambio, { Accion: 0 }>['Reg']> = {}): Promise<number> {
  const answer = await browser.api().Imagenes.ActualizarRegistro({
    Accion: 0,
    Reg: { IMG_NOMBRE: 'Cartel de prueba', IMG_BYTES: b64(png(40, 30)), IMG_EXTENSION: 'png', ...reg },
  });
  expect(answer).toMatchObject({ ok: true, mensajeError: null });
  return answer.valorRetorno!;
}

/** A raw ActualizarRegistro of the gallery: status and answer. */
async function saveImage(browser: Browser, body: unknown) {
  return browser.call('PUT', '/api/Imagenes/ActualizarRegistro', { json: body });
}

async function saveCategory(browser: Browser, body: unknown) {
  return browser.call('PUT', '/api/CategoriasImagenes/ActualizarRegistro', { json: body });
}

describe('the gallery needs a session and the Promociones permission', () => {
  const calls: [string, string, unknown][] = [
    ['GET', '/api/CategoriasImagenes/GetCategorias', undefined],
    ['PUT', '/api/CategoriasImagenes/ActualizarRegistro', { Accion: 0, Reg: { CIMG_NOMBRE: 'Nueva' } }],
    ['GET', '/api/Imagenes/getImagenes', undefined],
    ['PUT', '/api/Imagenes/ActualizarRegistro', { Accion: 2, Reg: { IMG_ID: 1 } }],
    ['POST', '/api/Imagenes/GetImagenBase64', { id: 1 }],
  ];

  it('answers 401 to each call without a session', async () => {
    const anonymous = new Browser(server.url);
    for (const [method, path, json] of calls) {
      const res = await anonymous.call(method, path, json === undefined ? {} : { json });
      expect(res.status, path).toBe(401);
    }
  });

  it('answers 403 to a user without Promociones, and changes nothing', async () => {
    const before = await counts();
    const socio = await loggedIn('socio');
    for (const [method, path, json] of calls) {
      const res = await socio.call(method, path, json === undefined ? {} : { json });
      expect(res.status, path).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('getImagenes (the gallery)', () => {
  it("lists the member's images and the group's shared ones as Grupo, by name, without image data", async () => {
    const admin = await loggedIn();
    const demo = await memberId('Recambios Demo');
    const levante = await memberId('Autorecambios Levante');
    const list = await gallery(admin);
    const own = list.filter((i) => !i.Grupo);
    const group = list.filter((i) => i.Grupo);
    // The demo data: 12 generated images and the intranet's 4 for each demo member; 5 of Levante's shared.
    expect(own).toHaveLength(16);
    expect(own.every((i) => i.IMG_ID_SOCIO === demo)).toBe(true);
    expect(group).toHaveLength(5);
    expect(group.every((i) => i.IMG_ID_SOCIO === levante && i.IMG_COMPARTIDA && i.IMG_ID_CATEGORIA === null)).toBe(true);
    expect(own.some((i) => i.IMG_ID_CATEGORIA !== null)).toBe(true);
    for (const image of list) {
      expect(image.IMG_RESOLUCION).toMatch(/^\d+ x \d+$/);
      expect(['png', 'jpg']).toContain(image.IMG_EXTENSION);
      expect(image).not.toHaveProperty('IMG_BYTES');
    }
    const names = list.map((i) => i.IMG_NOMBRE);
    expect(names).toEqual([...names].sort(new Intl.Collator('es', { sensitivity: 'base', numeric: true }).compare));
  });

  it('shows another member exactly the images shared with the group (both ways), and never the unshared ones', async () => {
    const admin = await loggedIn();
    const otro = await loggedIn('otro');
    const demo = await memberId('Recambios Demo');
    const seenByOtro = (await gallery(otro)).filter((i) => i.Grupo);
    const [sharedCount] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM gallery_images WHERE img_id_socio = $1 AND img_compartida', [
      demo,
    ]);
    expect(sharedCount!.n).toBeGreaterThan(0);
    expect(seenByOtro.map((i) => i.IMG_ID_SOCIO)).toEqual(Array(sharedCount!.n).fill(demo));

    const id = await addImage(admin, { IMG_NOMBRE: 'Solo para nosotros' });
    expect((await gallery(otro)).some((i) => i.IMG_ID === id)).toBe(false);
    const share = (IMG_COMPARTIDA: boolean) =>
      admin.api().Imagenes.ActualizarRegistro({ Accion: 1, Reg: { IMG_ID: id, IMG_NOMBRE: 'Para todos', IMG_COMPARTIDA } });
    expect((await share(true)).ok).toBe(true);
    expect(await listed(otro, id)).toMatchObject({ IMG_NOMBRE: 'Para todos', Grupo: true });
    expect(await listed(admin, id)).toMatchObject({ Grupo: false, IMG_COMPARTIDA: true });
    expect((await share(false)).ok).toBe(true);
    expect((await gallery(otro)).some((i) => i.IMG_ID === id)).toBe(false);
  });
});

describe('Imagenes/ActualizarRegistro', () => {
  it('adds a PNG and a JPEG with the resolution read from the file, and downloads them again', async () => {
    const admin = await loggedIn();
    const pngId = await addImage(admin, { IMG_NOMBRE: 'Banner estrecho', IMG_BYTES: b64(png(37, 21)), IMG_EXTENSION: 'PNG' });
    const jpegBytes = jpeg(640, 480);
    const jpegId = await addImage(admin, {
      IMG_NOMBRE: 'Foto del taller',
      IMG_BYTES: `data:image/jpeg;base64,${b64(jpegBytes)}`,
      IMG_EXTENSION: '.jpg',
    });
    const list = await gallery(admin);
    expect(list.find((i) => i.IMG_ID === pngId)).toMatchObject({
      IMG_NOMBRE: 'Banner estrecho',
      IMG_RESOLUCION: '37 x 21',
      IMG_EXTENSION: 'png',
      IMG_ID_CATEGORIA: null,
      IMG_COMPARTIDA: false,
      Grupo: false,
    });
    expect(list.find((i) => i.IMG_ID === jpegId)).toMatchObject({ IMG_RESOLUCION: '640 x 480', IMG_EXTENSION: 'jpg' });

    // The text reply: a data URL of the stored bytes, through the contract's client too.
    expect(await admin.api().Imagenes.GetImagenBase64({ id: jpegId })).toBe(`data:image/jpeg;base64,${b64(jpegBytes)}`);
    const raw = await admin.call('POST', '/api/Imagenes/GetImagenBase64', { json: { id: pngId } });
    expect(raw.status).toBe(200);
    expect(raw.json).toMatch(/^data:image\/png;base64,/);
    // And the download of kind 9, named after the image.
    const file = await admin.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${jpegId}/9`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    // Named as the member named it (case kept), the extension in lower case.
    expect(file.headers.get('content-disposition')).toContain('Foto del taller.jpg');
  });

  it('refuses anything but a real jpg or png of at most 2048 KB with the spec texts, and stores nothing', async () => {
    const admin = await loggedIn();
    const before = await counts();
    const refused = async (reg: Record<string, unknown>, message: string) => {
      const res = await saveImage(admin, { Accion: 0, Reg: { IMG_NOMBRE: 'Imagen', ...reg } });
      expect(res.status, message).toBe(200);
      expect(res.json).toEqual({ ok: false, mensajeError: message, valorRetorno: null });
    };
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    await refused({ IMG_BYTES: b64(gif), IMG_EXTENSION: 'gif' }, UPLOAD_MESSAGES.galleryWrongType);
    await refused({ IMG_BYTES: b64(jpegHeader(10, 10)), IMG_EXTENSION: 'jpeg' }, UPLOAD_MESSAGES.galleryWrongType);
    await refused({ IMG_BYTES: b64(png(10, 10)), IMG_EXTENSION: 'jpg' }, UPLOAD_MESSAGES.galleryWrongType);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await refused({ IMG_BYTES: b64(svg), IMG_EXTENSION: 'png' }, UPLOAD_MESSAGES.galleryWrongType);
    // A PNG signature without its header chunk: no resolution to read, not an image.
    await refused({ IMG_BYTES: b64(png(10, 10).subarray(0, 12)), IMG_EXTENSION: 'png' }, UPLOAD_MESSAGES.galleryWrongType);
    const small = png(10, 10);
    const tooBig = Buffer.concat([small, Buffer.alloc(2048 * 1024 + 1 - small.length)]);
    await refused({ IMG_BYTES: b64(tooBig), IMG_EXTENSION: 'png' }, UPLOAD_MESSAGES.imageTooLarge);
    await refused({ IMG_NOMBRE: '   ', IMG_BYTES: b64(png(10, 10)), IMG_EXTENSION: 'png' }, GALLERY_TEXTS.imageNameRequired);
    await refused(
      { IMG_NOMBRE: 'x'.repeat(IMAGE_NAME_MAX + 1), IMG_BYTES: b64(png(10, 10)), IMG_EXTENSION: 'png' },
      PROMOTION_MESSAGES.tooLong('El nombre', IMAGE_NAME_MAX),
    );
    expect(await counts()).toEqual(before);
  });

  it('accepts an image of exactly 2048 KB', async () => {
    const admin = await loggedIn();
    const image = png(12, 8);
    const exact = Buffer.concat([image, Buffer.alloc(2048 * 1024 - image.length)]);
    const id = await addImage(admin, { IMG_NOMBRE: 'Justo en el límite', IMG_BYTES: b64(exact) });
    expect((await gallery(admin)).find((i) => i.IMG_ID === id)?.IMG_RESOLUCION).toBe('12 x 8');
  });

  it('refuses a PNG or JPEG that cannot be drawn (cut short, damaged, a header without a picture), and stores nothing', async () => {
    const admin = await loggedIn();
    const before = await counts();
    const refused = async (bytes: Buffer, extension: string, message: string) => {
      const res = await saveImage(admin, { Accion: 0, Reg: { IMG_NOMBRE: 'Rota', IMG_BYTES: b64(bytes), IMG_EXTENSION: extension } });
      expect(res.json, `${extension} of ${bytes.length} bytes`).toEqual({ ok: false, mensajeError: message, valorRetorno: null });
    };
    const pngDamage = damaged(png(60, 40));
    await refused(pngDamage.cut, 'png', UPLOAD_MESSAGES.imageBroken);
    await refused(pngDamage.overwritten, 'png', UPLOAD_MESSAGES.imageBroken);
    // A JPEG has no checksums: overwritten bytes draw as a garbled picture, in a browser too; one cut short does not draw.
    await refused(damaged(jpeg(60, 40)).cut, 'jpg', UPLOAD_MESSAGES.imageBroken);
    await refused(jpegHeader(640, 480), 'jpg', UPLOAD_MESSAGES.imageBroken);
    // A header claiming 10,000 × 5,000 px (50 million) in a file of a few bytes: refused before it is drawn.
    const huge = png(10, 10);
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(5_000, 20);
    await refused(huge, 'png', UPLOAD_MESSAGES.imageTooManyPixels);
    expect(await counts()).toEqual(before);
    // The undamaged pictures are accepted.
    await addImage(admin, { IMG_NOMBRE: 'Entera', IMG_BYTES: b64(jpeg(60, 40)), IMG_EXTENSION: 'jpg' });
  });

  it("modifies the member's own image: name, category, sharing and a new picture", async () => {
    const admin = await loggedIn();
    const id = await addImage(admin, { IMG_NOMBRE: 'Antes' });
    const category = (await admin.api().CategoriasImagenes.GetCategorias()).valorRetorno[0]!;
    const api = admin.api().Imagenes;
    const renamed = await api.ActualizarRegistro({
      Accion: 1,
      Reg: { IMG_ID: id, IMG_NOMBRE: ' Después ', IMG_ID_CATEGORIA: category.CIMG_ID },
    });
    expect(renamed).toEqual({ ok: true, mensajeError: null, valorRetorno: id });
    expect(await listed(admin, id)).toMatchObject({ IMG_NOMBRE: 'Después', IMG_ID_CATEGORIA: category.CIMG_ID });
    // Absent category and sharing keep theirs; a new picture replaces the bytes and the resolution.
    const newPicture = { IMG_BYTES: b64(jpeg(800, 600)), IMG_EXTENSION: 'jpg' };
    await api.ActualizarRegistro({ Accion: 1, Reg: { IMG_ID: id, IMG_NOMBRE: 'Después', ...newPicture } });
    expect(await listed(admin, id)).toMatchObject({
      IMG_ID_CATEGORIA: category.CIMG_ID,
      IMG_RESOLUCION: '800 x 600',
      IMG_EXTENSION: 'jpg',
    });
    expect(await api.GetImagenBase64({ id })).toBe(`data:image/jpeg;base64,${b64(jpeg(800, 600))}`);
    // null clears the category ('Ninguna categoria').
    await api.ActualizarRegistro({ Accion: 1, Reg: { IMG_ID: id, IMG_NOMBRE: 'Después', IMG_ID_CATEGORIA: null } });
    expect((await listed(admin, id))?.IMG_ID_CATEGORIA).toBeNull();
    // A bad new picture is refused and the old one stays.
    const badPicture = { IMG_BYTES: b64(png(5, 5)), IMG_EXTENSION: 'gif' };
    const bad = await saveImage(admin, { Accion: 1, Reg: { IMG_ID: id, IMG_NOMBRE: 'Otra', ...badPicture } });
    expect(bad.json).toEqual({ ok: false, mensajeError: UPLOAD_MESSAGES.galleryWrongType, valorRetorno: null });
    expect(await listed(admin, id)).toMatchObject({ IMG_NOMBRE: 'Después', IMG_RESOLUCION: '800 x 600' });
  });

  it("deletes the member's own image with its file", async () => {
    const admin = await loggedIn();
    const id = await addImage(admin, { IMG_NOMBRE: 'Para borrar' });
    expect(await admin.api().Imagenes.ActualizarRegistro({ Accion: 2, Reg: { IMG_ID: id } })).toEqual(DELETED);
    expect((await gallery(admin)).some((i) => i.IMG_ID === id)).toBe(false);
    expect(await server.db.query('SELECT 1 FROM attachments WHERE adj_id = $1', [id])).toHaveLength(0);
    expect((await saveImage(admin, { Accion: 2, Reg: { IMG_ID: id } })).status).toBe(404);
    expect((await admin.call('POST', '/api/Imagenes/GetImagenBase64', { json: { id } })).status).toBe(404);
  });

  it("keeps another member's images out of reach: 403 for the group's shared ones (read-only), 404 for the rest", async () => {
    const admin = await loggedIn();
    const levante = await memberId('Autorecambios Levante');
    const rows = await server.db.query<{ id: number; shared: boolean }>(
      'SELECT img_id AS id, img_compartida AS shared FROM gallery_images WHERE img_id_socio = $1 ORDER BY img_id',
      [levante],
    );
    const shared = rows.find((r) => r.shared)!.id;
    const hidden = rows.find((r) => !r.shared)!.id;
    const theirs = () => server.db.query('SELECT * FROM gallery_images WHERE img_id_socio = $1 ORDER BY img_id', [levante]);
    const before = await theirs();
    const modify = (id: number) => ({ Accion: 1, Reg: { IMG_ID: id, IMG_NOMBRE: 'Mío ahora', IMG_COMPARTIDA: false } });

    expect((await saveImage(admin, modify(shared))).status).toBe(403);
    expect((await saveImage(admin, { Accion: 2, Reg: { IMG_ID: shared } })).status).toBe(403);
    expect((await saveImage(admin, modify(hidden))).status).toBe(404);
    expect((await saveImage(admin, { Accion: 2, Reg: { IMG_ID: hidden } })).status).toBe(404);
    // Even with a bad form: the ownership answer comes first.
    expect((await saveImage(admin, { Accion: 1, Reg: { IMG_ID: hidden, IMG_NOMBRE: '' } })).status).toBe(404);
    expect((await saveImage(admin, modify(2_000_000_000))).status).toBe(404);
    expect(await theirs()).toEqual(before);

    // Seeing: the shared image's data yes, the unshared one's no (neither by its data nor by download).
    expect(await admin.api().Imagenes.GetImagenBase64({ id: shared })).toMatch(/^data:image\/png;base64,/);
    expect((await admin.call('POST', '/api/Imagenes/GetImagenBase64', { json: { id: hidden } })).status).toBe(404);
    expect((await admin.call('GET', `/api/DocumentosAdjuntos/ObtenerDocumentoAdjunto/${hidden}/9`)).status).toBe(404);
  });

  it("refuses another member's category on an image with 404", async () => {
    const admin = await loggedIn();
    const levante = await memberId('Autorecambios Levante');
    const [foreign] = await server.db.query<{ id: number }>('SELECT cimg_id AS id FROM image_categories WHERE cimg_id_socio = $1 LIMIT 1', [levante]);
    const before = await counts();
    const res = await saveImage(admin, {
      Accion: 0,
      Reg: { IMG_NOMBRE: 'Ajena', IMG_BYTES: b64(png(10, 10)), IMG_EXTENSION: 'png', IMG_ID_CATEGORIA: foreign!.id },
    });
    expect(res.status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('answers 400 for a malformed body, never a 500', async () => {
    const admin = await loggedIn();
    for (const body of [
      { Accion: 3, Reg: { IMG_ID: 1 } },
      { Accion: 0, Reg: { IMG_NOMBRE: 'Sin datos', IMG_EXTENSION: 'png' } },
      { Accion: 1, Reg: { IMG_ID: 'uno', IMG_NOMBRE: 'x' } },
      { Accion: 2, Reg: { IMG_ID: 3_000_000_000 } },
    ]) {
      expect((await saveImage(admin, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('CategoriasImagenes', () => {
  it('adds, renames and deletes categories of the member, by name; deleting leaves its images without category', async () => {
    const admin = await loggedIn();
    const api = admin.api().CategoriasImagenes;
    const added = await api.ActualizarRegistro({ Accion: 0, Reg: { CIMG_NOMBRE: '  Ábside promociones ' } });
    expect(added).toMatchObject({ ok: true, mensajeError: null });
    const id = added.valorRetorno!;
    let list = (await api.GetCategorias()).valorRetorno;
    expect(list.find((c) => c.CIMG_ID === id)?.CIMG_NOMBRE).toBe('Ábside promociones');
    const names = list.map((c) => c.CIMG_NOMBRE);
    expect(names).toEqual([...names].sort(new Intl.Collator('es', { sensitivity: 'base' }).compare));

    expect(await api.ActualizarRegistro({ Accion: 1, Reg: { CIMG_ID: id, CIMG_NOMBRE: 'Campañas de verano' } })).toEqual({
      ok: true,
      mensajeError: null,
      valorRetorno: id,
    });
    list = (await api.GetCategorias()).valorRetorno;
    expect(list.find((c) => c.CIMG_ID === id)?.CIMG_NOMBRE).toBe('Campañas de verano');

    const imageId = await addImage(admin, { IMG_NOMBRE: 'En verano', IMG_ID_CATEGORIA: id });
    expect((await listed(admin, imageId))?.IMG_ID_CATEGORIA).toBe(id);
    expect(await api.ActualizarRegistro({ Accion: 2, Reg: { CIMG_ID: id } })).toEqual(DELETED);
    expect((await api.GetCategorias()).valorRetorno.some((c) => c.CIMG_ID === id)).toBe(false);
    expect(await listed(admin, imageId)).toMatchObject({ IMG_NOMBRE: 'En verano', IMG_ID_CATEGORIA: null });
  });

  it('refuses an empty, too long or repeated name with a Spanish text and changes nothing', async () => {
    const admin = await loggedIn();
    const existing = (await admin.api().CategoriasImagenes.GetCategorias()).valorRetorno[0]!;
    const before = await server.db.query('SELECT * FROM image_categories ORDER BY cimg_id');
    const refused = async (body: unknown, message: string) => {
      const res = await saveCategory(admin, body);
      expect(res.status, message).toBe(200);
      expect(res.json).toEqual({ ok: false, mensajeError: message, valorRetorno: null });
    };
    await refused({ Accion: 0, Reg: { CIMG_NOMBRE: '  ' } }, GALLERY_TEXTS.categoryNameRequired);
    const tooLong = 'y'.repeat(CATEGORY_NAME_MAX + 1);
    await refused({ Accion: 0, Reg: { CIMG_NOMBRE: tooLong } }, PROMOTION_MESSAGES.tooLong('El nombre', CATEGORY_NAME_MAX));
    // The same name in another case and without accents is the same category.
    const same = existing.CIMG_NOMBRE.toUpperCase()
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '');
    await refused({ Accion: 0, Reg: { CIMG_NOMBRE: same } }, GALLERY_TEXTS.categoryNameTaken);
    const all = (await admin.api().CategoriasImagenes.GetCategorias()).valorRetorno;
    const other = all.find((c) => c.CIMG_ID !== existing.CIMG_ID)!;
    const clash = { Accion: 1, Reg: { CIMG_ID: other.CIMG_ID, CIMG_NOMBRE: existing.CIMG_NOMBRE } };
    await refused(clash, GALLERY_TEXTS.categoryNameTaken);
    expect(await server.db.query('SELECT * FROM image_categories ORDER BY cimg_id')).toEqual(before);
    // Renaming a category to its own name (another case) is fine.
    const lower = { CIMG_ID: existing.CIMG_ID, CIMG_NOMBRE: existing.CIMG_NOMBRE.toLowerCase() };
    const renamed = await saveCategory(admin, { Accion: 1, Reg: lower });
    expect(renamed.json).toEqual({ ok: true, mensajeError: null, valorRetorno: existing.CIMG_ID });
  });

  it("lists only the member's own categories and answers 404 for another member's", async () => {
    const admin = await loggedIn();
    const otro = await loggedIn('otro');
    const mine = (await admin.api().CategoriasImagenes.GetCategorias()).valorRetorno;
    const theirs = (await otro.api().CategoriasImagenes.GetCategorias()).valorRetorno;
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine.some((c) => theirs.some((t) => t.CIMG_ID === c.CIMG_ID))).toBe(false);
    const target = theirs[0]!;
    const before = await server.db.query('SELECT * FROM image_categories ORDER BY cimg_id');
    expect((await saveCategory(admin, { Accion: 1, Reg: { CIMG_ID: target.CIMG_ID, CIMG_NOMBRE: 'Robada' } })).status).toBe(404);
    expect((await saveCategory(admin, { Accion: 1, Reg: { CIMG_ID: target.CIMG_ID, CIMG_NOMBRE: '' } })).status).toBe(404);
    expect((await saveCategory(admin, { Accion: 2, Reg: { CIMG_ID: target.CIMG_ID } })).status).toBe(404);
    expect(await server.db.query('SELECT * FROM image_categories ORDER BY cimg_id')).toEqual(before);
  });
});

describe('reading the resolution from the file header', () => {
  it('reads PNG and JPEG sizes and refuses what is not one', () => {
    expect(pngSize(png(123, 45))).toEqual({ width: 123, height: 45 });
    expect(jpegSize(jpegHeader(1920, 1080))).toEqual({ width: 1920, height: 1080 });
    expect(jpegSize(jpegHeader(1, 65535))).toEqual({ width: 1, height: 65535 });
    expect(pngSize(jpegHeader(10, 10))).toBeNull();
    expect(jpegSize(png(10, 10))).toBeNull();
    expect(jpegSize(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(jpegSize(jpegHeader(10, 10).subarray(0, 30))).toBeNull();
    expect(pngSize(Buffer.alloc(0))).toBeNull();
  });
});
