import { DESIGN_MESSAGES, DESIGN_PAGE_HEIGHT, DESIGN_PAGE_WIDTH, type DesignLine, designPage } from '@socios/domain';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/context';
import { TEXTS } from '../src/http/texts';
import { renderDesign } from '../src/modules/rendering';
import { memberIdOf } from './support/promotions';
import { Browser, startTestServer, type TestServer, loggedIn as logInAs } from './support/testServer';

// Promotions: a campaign's design rendered to its PNG (RenderizadoPromo/screenshotPromo and the
// renderDesign the campaigns module uses), through HTTP on both databases. The PNGs are decoded and their pixels
// read: a box's colour where the box is, a campaign's title drawn where its text is bound.

let server: TestServer;
let demo: number;
let levante: number;
beforeAll(async () => {
  server = await startTestServer();
  demo = await memberIdOf(server.db, 'Recambios Demo');
  levante = await memberIdOf(server.db, 'Autorecambios Levante');
});
afterAll(() => server.close());

const loggedIn = (user = 'admin') => logInAs(server.url, user);
const PATH = '/api/RenderizadoPromo/screenshotPromo';
/** Pixels of one grid unit. */
const UNIT = 25;

/** A gallery image of the member, shared with the group or not. */
async function galleryImage(member: number, shared: boolean): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    'SELECT img_id AS id FROM gallery_images WHERE img_id_socio = $1 AND img_compartida = $2 ORDER BY img_id LIMIT 1',
    [member, shared],
  );
  if (!row) throw new Error(`seed has no ${shared ? 'shared' : 'private'} image of member ${member}`);
  return row.id;
}

/** An item line with every optional field empty; `over` sets the rest. */
function line(over: Partial<DesignLine> & Pick<DesignLine, 'id' | 'tipo' | 'x' | 'y' | 'w' | 'h'>): DesignLine {
  return {
    id_padre: 1,
    texto: null,
    campo: null,
    imagen: null,
    color: null,
    fondo: null,
    tamano: null,
    negrita: false,
    alineacion: 'left',
    ...over,
  };
}

/** A page with a white background and the given items. */
const design = (...items: DesignLine[]): DesignLine[] => [{ ...designPage(1), fondo: '#ffffff' }, ...items];

/** Posts a design and its texts; answers the status, content type and body bytes. */
async function render(browser: Browser, Items: unknown, Campos: unknown = null) {
  const res = await browser.fetch(`${server.url}${PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ Items, Campos }),
  });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Renders and decodes a design that must be accepted. */
async function renderPng(browser: Browser, Items: DesignLine[], Campos: unknown = null): Promise<PNG> {
  const answer = await render(browser, Items, Campos);
  expect(answer.status, answer.bytes.toString('utf8').slice(0, 200)).toBe(200);
  expect(answer.type).toBe('image/png');
  return PNG.sync.read(answer.bytes);
}

/** The [r, g, b] of a pixel. */
function pixel(png: PNG, x: number, y: number): [number, number, number] {
  const at = (y * png.width + x) * 4;
  return [png.data[at]!, png.data[at + 1]!, png.data[at + 2]!];
}

/** How many pixels of a rectangle (grid units) differ from white. */
function inked(png: PNG, box: { x: number; y: number; w: number; h: number }): number {
  let count = 0;
  for (let y = box.y * UNIT; y < (box.y + box.h) * UNIT; y++) {
    for (let x = box.x * UNIT; x < (box.x + box.w) * UNIT; x++) {
      const [r, g, b] = pixel(png, x, y);
      if (r < 250 || g < 250 || b < 250) count++;
    }
  }
  return count;
}

describe('screenshotPromo needs a session and the Promociones permission', () => {
  it('answers 401 without a session', async () => {
    const res = await render(new Browser(server.url), design());
    expect(res.status).toBe(401);
  });

  it('answers 403 to a user without Promociones', async () => {
    const res = await render(await loggedIn('socio'), design());
    expect(res.status).toBe(403);
  });
});

describe('screenshotPromo (a design to its PNG)', () => {
  it('answers a PNG of 600 × 800 px', async () => {
    const res = await render(await loggedIn(), design());
    expect(res.status).toBe(200);
    expect(res.type).toBe('image/png');
    // The PNG signature, then the IHDR chunk with the width and height.
    expect(res.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(res.bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(res.bytes.readUInt32BE(16)).toBe(DESIGN_PAGE_WIDTH);
    expect(res.bytes.readUInt32BE(20)).toBe(DESIGN_PAGE_HEIGHT);
  });

  it("paints the page's and each box's background where they are, a box's children inside it", async () => {
    const png = await renderPng(await loggedIn(), [
      { ...designPage(1), fondo: '#00ff00' },
      line({ id: 2, tipo: 'caja', x: 2, y: 2, w: 8, h: 4, fondo: '#ff0000' }),
      // Inside the box at (2, 2): its child at (1, 1) is at (3, 3) on the page.
      line({ id: 3, id_padre: 2, tipo: 'caja', x: 1, y: 1, w: 2, h: 2, fondo: '#0000ff' }),
    ]);
    expect(png.width).toBe(DESIGN_PAGE_WIDTH);
    expect(png.height).toBe(DESIGN_PAGE_HEIGHT);
    expect(pixel(png, 9 * UNIT, 5 * UNIT + 10)).toEqual([255, 0, 0]);
    expect(pixel(png, 4 * UNIT, 4 * UNIT)).toEqual([0, 0, 255]);
    expect(pixel(png, 3 * UNIT - 5, 3 * UNIT - 5)).toEqual([255, 0, 0]);
    expect(pixel(png, 15 * UNIT, 20 * UNIT)).toEqual([0, 255, 0]);
    expect(pixel(png, 2 * UNIT - 3, 2 * UNIT - 3)).toEqual([0, 255, 0]);
  });

  it("draws overlapping items in the design's order: the later line in front (the designer's bring to front)", async () => {
    const browser = await loggedIn();
    const red = { tipo: 'caja' as const, x: 2, y: 2, w: 8, h: 8, fondo: '#ff0000' };
    const blue = { tipo: 'caja' as const, x: 6, y: 6, w: 8, h: 8, fondo: '#0000ff' };
    const overlap = [8 * UNIT, 8 * UNIT] as const;
    const blueInFront = await renderPng(browser, design(line({ id: 2, ...red }), line({ id: 3, ...blue })));
    expect(pixel(blueInFront, ...overlap)).toEqual([0, 0, 255]);
    // The same boxes, the red one brought to front (renumbered after the blue one): the overlap is red.
    const redInFront = await renderPng(browser, design(line({ id: 2, ...blue }), line({ id: 3, ...red })));
    expect(pixel(redInFront, ...overlap)).toEqual([255, 0, 0]);
    // Neither moved: outside the overlap each keeps its colour.
    for (const png of [blueInFront, redInFront]) {
      expect(pixel(png, 3 * UNIT, 3 * UNIT)).toEqual([255, 0, 0]);
      expect(pixel(png, 13 * UNIT, 13 * UNIT)).toEqual([0, 0, 255]);
    }
  });

  it("draws a text bound to the campaign's title with the title, and nothing while the title is empty", async () => {
    const admin = await loggedIn();
    const box = { x: 0, y: 10, w: 24, h: 4 };
    const items = design(line({ id: 2, tipo: 'texto', ...box, campo: 'CAM_TITULO', color: '#000000', tamano: 40, negrita: true }));
    const titled = await renderPng(admin, items, { CAM_TITULO: 'Gran oferta de neumáticos' });
    expect(inked(titled, box)).toBeGreaterThan(500);
    // Outside its box nothing is drawn.
    expect(inked(titled, { x: 0, y: 0, w: 24, h: 10 })).toBe(0);
    const untitled = await renderPng(admin, items, { CAM_TITULO: '' });
    expect(inked(untitled, box)).toBe(0);
  });

  it('aligns a text to the left, centre or right of its box', async () => {
    const admin = await loggedIn();
    const box = { x: 0, y: 0, w: 24, h: 4 };
    const at = async (alineacion: DesignLine['alineacion']) => {
      const png = await renderPng(admin, design(line({ id: 2, tipo: 'texto', ...box, texto: 'Hola', tamano: 40, alineacion })));
      return {
        left: inked(png, { ...box, w: 8 }),
        middle: inked(png, { ...box, x: 8, w: 8 }),
        right: inked(png, { ...box, x: 16, w: 8 }),
      };
    };
    const left = await at('left');
    expect(left.left).toBeGreaterThan(0);
    expect(left.right).toBe(0);
    const centre = await at('center');
    expect(centre.middle).toBeGreaterThan(0);
    expect(centre.left + centre.right).toBe(0);
    const right = await at('right');
    expect(right.right).toBeGreaterThan(0);
    expect(right.left).toBe(0);
  });

  it('draws Spanish letters and signs (ñ, á, ¿, ¡, €) with the fonts shipped with the project', async () => {
    const admin = await loggedIn();
    for (const texto of ['ñ', 'á', '¿', '¡', '€']) {
      const png = await renderPng(admin, design(line({ id: 2, tipo: 'texto', x: 0, y: 0, w: 4, h: 4, texto, tamano: 40 })));
      expect(inked(png, { x: 0, y: 0, w: 4, h: 4 }), texto).toBeGreaterThan(20);
    }
  });

  it("draws the member's own gallery images and the group's shared ones", async () => {
    const admin = await loggedIn();
    const box = { x: 4, y: 4, w: 16, h: 12 };
    for (const imagen of [await galleryImage(demo, false), await galleryImage(levante, true)]) {
      const png = await renderPng(admin, design(line({ id: 2, tipo: 'imagen', ...box, imagen })));
      expect(inked(png, box), String(imagen)).toBeGreaterThan(1000);
      expect(inked(png, { x: 0, y: 20, w: 24, h: 12 })).toBe(0);
    }
  });

  it("answers 404 for another member's image not shared with the group, and for an image that does not exist", async () => {
    const admin = await loggedIn();
    for (const imagen of [await galleryImage(levante, false), 999_999]) {
      const res = await render(admin, design(line({ id: 2, tipo: 'imagen', x: 0, y: 0, w: 4, h: 4, imagen })));
      expect(res.status, String(imagen)).toBe(404);
      expect(JSON.parse(res.bytes.toString('utf8'))).toMatchObject({ ok: false, mensajeError: TEXTS.notFound });
    }
  });

  it('answers 400 with the reason for a bad design', async () => {
    const admin = await loggedIn();
    const cases: [unknown, string][] = [
      [design(line({ id: 2, tipo: 'caja', x: 20, y: 0, w: 10, h: 2 })), DESIGN_MESSAGES.badBox],
      [[line({ id: 2, tipo: 'texto', x: 0, y: 0, w: 2, h: 2 })], DESIGN_MESSAGES.noPage],
      [design(line({ id: 1, tipo: 'caja', x: 0, y: 0, w: 2, h: 2 })), DESIGN_MESSAGES.repeatedId],
      [design(line({ id: 2, tipo: 'imagen', x: 0, y: 0, w: 2, h: 2 })), DESIGN_MESSAGES.noImage],
      [[], DESIGN_MESSAGES.noPage],
    ];
    for (const [items, message] of cases) {
      const res = await render(admin, items);
      expect(res.status, message).toBe(400);
      expect(JSON.parse(res.bytes.toString('utf8'))).toMatchObject({ ok: false, mensajeError: message });
    }
    // Refused by the contract before any check: a colour that is not '#rrggbb'.
    const res = await render(admin, design(line({ id: 2, tipo: 'caja', x: 0, y: 0, w: 2, h: 2, fondo: 'red' })));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.bytes.toString('utf8'))).toMatchObject({ ok: false });
  });
});

describe('renderDesign (for the campaigns module)', () => {
  it('renders a template without a member, and refuses any gallery image then (404)', async () => {
    const png = PNG.sync.read(await renderDesign(server.db, null, design(line({ id: 2, tipo: 'caja', x: 0, y: 0, w: 4, h: 4, fondo: '#123456' })), {}));
    expect(pixel(png, 50, 50)).toEqual([0x12, 0x34, 0x56]);
    const imagen = await galleryImage(demo, false);
    const withImage = design(line({ id: 2, tipo: 'imagen', x: 0, y: 0, w: 4, h: 4, imagen }));
    await expect(renderDesign(server.db, null, withImage, {})).rejects.toMatchObject({ status: 404 });
    await expect(renderDesign(server.db, demo, withImage, {})).resolves.toBeInstanceOf(Buffer);
  });

  it("throws HttpError 400 with the check's text for a bad design", async () => {
    const bad = design(line({ id: 2, tipo: 'texto', x: 0, y: 0, w: 2, h: 2, tamano: 200 }));
    const error = await renderDesign(server.db, demo, bad, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: DESIGN_MESSAGES.badFont });
  });
});
