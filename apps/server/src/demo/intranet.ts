import { excerpt, searchKey } from '@socios/domain';
import { htmlToText, sanitizeHtml } from '../html';
import type { Queryable } from '../db/db';
import { insertRows } from './insert';
import { DOCUMENT_KINDS, GENERAL_DOCUMENTS, IMAGE_COLOURS, LIST_ITEMS, NEWS_CATEGORIES, NEWS_TITLES, PARAGRAPHS, PRODUCTS, QUARTERS } from './intranetData';
import { type BuiltFile, badgeSvg, csvFile, gradientPng, simplePdf, textFile } from './intranetFiles';
import { newsIllustrationRenderer } from './newsImages';
import { PLACES } from './places';
import type { SeedDay } from './day';
import type { Random } from './random';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const LOGO_COLOURS = ['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00796b', '#c62828', '#37474f', '#283593'];

/** What a stored file belongs to (attachments.adj_clase). */
export type Clase = 'noticia' | 'documento' | 'logo_proveedor' | 'logo_socio' | 'galeria' | 'documento_proveedor';

/** Bytes of files per statement of storeFiles (their base64 text is a third larger). */
const FILE_BYTES_PER_STATEMENT = 16_000_000;

/**
 * Stores files as attachments of a class (and member) and returns their ids in order. The bytes travel as base64 text
 * decoded by the database: as bytea parameters they cost PGlite three to four times the CPU (the seed stores ~40 MB).
 */
export async function storeFiles(db: Queryable, clase: Clase, files: readonly BuiltFile[], memberId: number | null = null): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < files.length; ) {
    let end = start;
    for (let bytes = 0; end < files.length && (end === start || bytes + files[end]!.bytes.length <= FILE_BYTES_PER_STATEMENT); end++) {
      bytes += files[end]!.bytes.length;
    }
    const chunk = files.slice(start, end);
    const rows = await db.query<{ id: number }>(
      `INSERT INTO attachments (adj_clase, adj_nombre, adj_extension, adj_mime, adj_size, adj_bytes, adj_id_socio)
       SELECT $1, f.name, f.extension, f.mime, f.size, decode(f.base64, 'base64'), $2
         FROM unnest($3::text[], $4::text[], $5::text[], $6::int[], $7::text[]) WITH ORDINALITY AS f (name, extension, mime, size, base64, n)
        ORDER BY f.n
       RETURNING adj_id AS id`,
      [
        clase,
        memberId,
        chunk.map((f) => f.name),
        chunk.map((f) => f.extension),
        chunk.map((f) => f.mime),
        chunk.map((f) => f.bytes.length),
        chunk.map((f) => f.bytes.toString('base64')),
      ],
    );
    // The ids are taken in the order the rows go in (the files' order): ascending.
    ids.push(...rows.map((r) => r.id).sort((a, b) => a - b));
    start = end;
  }
  return ids;
}

/** A real file for a document: a one-page PDF, a CSV price list or a text note about `context`. */
export function documentFile(rng: Random, name: string, extension: 'pdf' | 'csv' | 'txt', context: string): BuiltFile {
  if (extension === 'pdf') {
    const lines = [context, '', ...Array.from({ length: rng.int(4, 9) }, () => `- ${rng.pick(LIST_ITEMS)}`), '', 'Grupo Ibérico de Recambios'];
    return { name, extension, mime: 'application/pdf', bytes: simplePdf(name, lines) };
  }
  if (extension === 'csv') {
    const rows: (string | number)[][] = [['Referencia', 'Descripción', 'PVP', 'Descuento']];
    for (let i = 0; i < rng.int(8, 30); i++) {
      rows.push([`${rng.pick(['BR', 'FL', 'AM', 'KT', 'BT'])}${rng.digits(6)}`, rng.pick(PRODUCTS), rng.int(500, 30_000) / 100, rng.int(5, 45)]);
    }
    return { name, extension, mime: 'text/csv', bytes: csvFile(rows) };
  }
  return { name, extension, mime: 'text/plain', bytes: textFile([name, '', context, '', ...LIST_ITEMS.slice(0, rng.int(2, 5))]) };
}

function fill(template: string, rng: Random, ctx: { supplier: string; brand: string; year: number }): string {
  return template
    .replace(/\{S\}/g, ctx.supplier)
    .replace(/\{B\}/g, ctx.brand)
    .replace(/\{T\}/g, () => rng.pick(PLACES).town)
    .replace(/\{P\}/g, () => rng.pick(PRODUCTS))
    .replace(/\{Y\}/g, String(ctx.year))
    .replace(/\{Q\}/g, () => rng.pick(QUARTERS));
}

function newsBody(rng: Random, ctx: { supplier: string; brand: string; year: number }, unsafe: boolean): string {
  const parts = [...PARAGRAPHS]
    .sort(() => rng.next() - 0.5)
    .slice(0, rng.int(2, 4))
    .map((p) => `<p>${fill(p, rng, ctx)}</p>`);
  if (rng.next() < 0.5) {
    const items = [...LIST_ITEMS].sort(() => rng.next() - 0.5).slice(0, rng.int(2, 4));
    parts.splice(1, 0, `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`);
  }
  if (rng.next() < 0.3) parts.push('<p>Más información en el <a href="/documentos">área de documentos</a> del portal.</p>');
  // A body as an editor might paste it: what must never run is removed before it is stored.
  if (unsafe) parts.push('<p onclick="alert(1)">Detalles<img src="x" onerror="alert(1)"><script>alert(1)</script></p>');
  return parts.join('\n');
}

/** The news of this week: the third to the sixth news of the seed (after the two scheduled ones). */
export const THIS_WEEK_NEWS = { first: 2, count: 4 };

/** The publication day (UTC ms) of the k-th news of this week: k days before today, but never before Monday. */
export function thisWeekDay(today: number, k: number): number {
  const weekday = (new Date(today).getUTCDay() + 6) % 7; // Monday 0
  return today - Math.min(weekday, k) * DAY;
}

/**
 * The intranet demo data: general documents, supplier and member logos, gallery images, 220 × scale news (with
 * images, attachments and categories; a few this week, two scheduled for later, a few only for Portugal), read
 * state of the demo users (recent news unread) and their favourites.
 */
export async function seedIntranet(db: Queryable, scale: number, rng: Random, day: SeedDay): Promise<void> {
  const now = day.now.getTime();
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());

  // General documents with their file types.
  const typeIds = (await insertRows(
    db,
    'document_types',
    ['PDF', 'Hoja de cálculo', 'Texto'].map((tdo_nombre) => ({ tdo_nombre })),
    'tdo_id',
  )) as number[];
  const typeOf = { pdf: typeIds[0], csv: typeIds[1], txt: typeIds[2] };
  const docFiles = GENERAL_DOCUMENTS.map(([name, description, ext]) => documentFile(rng, name, ext, description));
  const docFileIds = await storeFiles(db, 'documento', docFiles);
  const documentIds = (await insertRows(
    db,
    'documents',
    GENERAL_DOCUMENTS.map(([name, description, ext], i) => ({
      doc_id_documento: docFileIds[i],
      doc_nombre: name,
      doc_descripcion: description,
      doc_fecha_subida: iso(today - rng.int(5, 400) * DAY),
      doc_tdo_id: typeOf[ext],
    })),
    'doc_id',
  )) as number[];

  // Logos of suppliers and members, gallery images of the demo members.
  const suppliers = await db.query<{ prv_id: number; prv_nombre: string }>('SELECT prv_id, prv_nombre FROM suppliers ORDER BY prv_id');
  const supplierLogos = await storeFiles(
    db,
    'logo_proveedor',
    suppliers.map((s, i) => ({
      name: `logo_${s.prv_nombre}`,
      extension: 'svg',
      mime: 'image/svg+xml',
      bytes: badgeSvg(s.prv_nombre, LOGO_COLOURS[i % LOGO_COLOURS.length]!),
    })),
  );
  for (const [i, s] of suppliers.entries()) await db.query('UPDATE suppliers SET prv_id_documento = $1 WHERE prv_id = $2', [supplierLogos[i], s.prv_id]);
  const members = await db.query<{ soc_id: number; soc_nombre: string }>('SELECT soc_id, soc_nombre FROM members ORDER BY soc_id');
  for (const [i, m] of members.entries()) {
    const [logo] = await storeFiles(
      db,
      'logo_socio',
      [{ name: `logo_${m.soc_nombre}`, extension: 'svg', mime: 'image/svg+xml', bytes: badgeSvg(m.soc_nombre, LOGO_COLOURS[(i + 3) % LOGO_COLOURS.length]!) }],
      m.soc_id,
    );
    await db.query('UPDATE members SET soc_id_documento = $1 WHERE soc_id = $2', [logo, m.soc_id]);
    if (i < 2) {
      await storeFiles(
        db,
        'galeria',
        Array.from({ length: 4 }, (_, k) => {
          const [from, to] = IMAGE_COLOURS[(i * 4 + k) % IMAGE_COLOURS.length]!;
          return { name: `Galeria ${k + 1}`, extension: 'png', mime: 'image/png', bytes: gradientPng(from, to, k) };
        }),
        m.soc_id,
      );
    }
  }

  // News.
  const categoryIds = (await insertRows(
    db,
    'news_categories',
    NEWS_CATEGORIES.map((cnot_descripcion) => ({ cnot_descripcion })),
    'cnot_id',
  )) as number[];
  const brands = await db.query<{ mar_nombre: string; prv_nombre: string }>(
    `SELECT b.mar_nombre, s.prv_nombre FROM supplier_brands sb JOIN brands b ON b.mar_id = sb.prvmar_id_marca
       JOIN suppliers s ON s.prv_id = sb.prvmar_id_proveedor ORDER BY b.mar_id, s.prv_id`,
  );
  const count = 220 * scale;
  const newsRows: Record<string, unknown>[] = [];
  const links: { category: number }[][] = [];
  const images: (BuiltFile | null)[] = [];
  const illustration = newsIllustrationRenderer();
  const attachmentsOf: BuiltFile[][] = [];
  for (let i = 0; i < count; i++) {
    let publication: number;
    if (i < 2)
      publication = today + (i === 0 ? 3 : 10) * DAY; // scheduled: not visible yet
    else if (i < THIS_WEEK_NEWS.first + THIS_WEEK_NEWS.count) publication = thisWeekDay(today, i - THIS_WEEK_NEWS.first);
    else publication = today - (Math.round(((i - 6) / count) * 3 * 365) + rng.int(1, 4)) * DAY;
    const year = new Date(publication).getUTCFullYear();
    const pair = rng.pick(brands);
    const ctx = { supplier: pair.prv_nombre, brand: pair.mar_nombre, year };
    const [pattern, category] = rng.pick(NEWS_TITLES);
    const title = fill(pattern, rng, ctx).replace(/^./, (c) => c.toUpperCase());
    const body = sanitizeHtml(newsBody(rng, ctx, i % 50 === 7));
    const summary = excerpt(htmlToText(body), 220);
    newsRows.push({
      not_titulo: title,
      not_texto: body,
      not_resumen: summary,
      not_tipo: rng.next() < 0.7 ? 0 : 1,
      not_fecha: iso(publication - rng.int(0, 5) * DAY),
      not_fecha_publicacion: iso(publication),
      not_destacada: i === 3 || i === 9 || rng.next() < 0.07,
      not_id_pais: i % 45 === 20 ? 2 : null,
      not_busqueda: searchKey(`${title} ${summary}`),
    });
    const extra = rng.next() < 0.4 ? rng.int(0, NEWS_CATEGORIES.length - 1) : category;
    links.push([...new Set([category, extra])].map((c) => ({ category: c })));
    const [from, to] = IMAGE_COLOURS[category % IMAGE_COLOURS.length]!;
    const lower = `${title} ${summary}`.toLowerCase();
    const product = PRODUCTS.find((p) => lower.includes(p)) ?? PRODUCTS[i % PRODUCTS.length]!;
    const scene = { from, to, brand: pair.mar_nombre, product, category: NEWS_CATEGORIES[category] ?? '' };
    // Every news image is a PNG, as the editors' uploads are (none served as SVG beside the rest).
    if (i % 23 === 11) images.push(null);
    else images.push(illustration(i, scene));
    const files: BuiltFile[] = [];
    if (i === 2 || rng.next() < 0.65) {
      for (let k = 0; k < rng.int(1, 2); k++) {
        const ext = k === 0 ? 'pdf' : rng.pick(['csv', 'txt'] as const);
        files.push(documentFile(rng, `${rng.pick(DOCUMENT_KINDS)} ${pair.mar_nombre} ${year}${k ? ` (${k + 1})` : ''}`, ext, title));
      }
    }
    attachmentsOf.push(files);
  }
  const withImage = images.flatMap((img, i) => (img ? [{ img, i }] : []));
  const imageIds = await storeFiles(
    db,
    'noticia',
    withImage.map((x) => x.img),
  );
  withImage.forEach(({ i }, k) => {
    newsRows[i]!.not_id_img = imageIds[k];
  });
  for (const row of newsRows) row.not_id_img ??= null;
  const newsIds = (await insertRows(db, 'news', newsRows, 'not_id')) as number[];
  await insertRows(
    db,
    'news_category_links',
    links.flatMap((cats, i) => cats.map((c) => ({ notcat_id_noticia: newsIds[i], notcat_id_categoria: categoryIds[c.category] }))),
  );
  const flat = attachmentsOf.flatMap((files, i) => files.map((f, k) => ({ f, i, k })));
  const fileIds = await storeFiles(
    db,
    'noticia',
    flat.map((x) => x.f),
  );
  await insertRows(
    db,
    'news_documents',
    flat.map(({ f, i, k }, n) => ({
      notdoc_id_noticia: newsIds[i],
      notdoc_id_documento: fileIds[n],
      notdoc_descripcion: f.name,
      notdoc_fecha_insercion: newsRows[i]!.not_fecha,
      notdoc_orden: k,
    })),
  );

  // Read state and favourites of the demo users (the first three users).
  const demoUsers = await db.query<{ usr_id: number; usr_clave: string }>('SELECT usr_id, usr_clave FROM users ORDER BY usr_id LIMIT 3');
  const reads: Record<string, unknown>[] = [];
  for (const u of demoUsers) {
    newsRows.forEach((row, i) => {
      const age = (today - Date.parse(String(row.not_fecha_publicacion))) / DAY;
      if (age > 20 && rng.next() < 0.9) reads.push({ user_id: u.usr_id, news_id: newsIds[i] });
    });
  }
  await insertRows(db, 'news_reads', reads);
  const supplierIds = suppliers.map((s) => s.prv_id);
  const favourites: Record<string, unknown>[] = [];
  for (const u of demoUsers) {
    if (u.usr_clave === 'socio') continue;
    const admin = u.usr_clave === 'admin';
    favourites.push(
      ...supplierIds.slice(admin ? 0 : 4, admin ? 3 : 5).map((id) => ({ fav_id_usuario: u.usr_id, fav_tipo: 'P', fav_id_entidad: id })),
      ...documentIds.slice(admin ? 0 : 3, admin ? 2 : 4).map((id) => ({ fav_id_usuario: u.usr_id, fav_tipo: 'D', fav_id_entidad: id })),
      ...newsIds.slice(30, admin ? 32 : 31).map((id) => ({ fav_id_usuario: u.usr_id, fav_tipo: 'N', fav_id_entidad: id })),
    );
  }
  await insertRows(db, 'favourites', favourites);
}
