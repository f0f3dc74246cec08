import type { Campana, CampanaTextos, LineaDiseno, Plantilla } from '@socios/api';
import { type DesignLine, sortByName } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import type { CampaignImage } from './image';

/**
 * The member's campaigns, their groups and design lines, and the global templates, in the database. Every statement
 * about a campaign names the member: another member's campaign is never read, changed or linked (the group table's
 * foreign keys repeat the member, too). Lists are sorted by name in Spanish order in code (the same on PGlite and
 * PostgreSQL, whatever the collation).
 */

/** A campaign's stored texts and flag, checked (empty texts are null). */
export type CampaignRecord = CampanaTextos;

/** The stored text columns in the order of `campaignValues`. */
const RECORD_COLUMNS = [
  'cam_nombre',
  'cam_titulo',
  'cam_subtitulo',
  'cam_descripcion',
  'cam_pie',
  'cam_fecha_inicio',
  'cam_fecha_fin',
  'cam_silenciada',
] as const;

function campaignValues(c: CampaignRecord): unknown[] {
  return [c.CAM_NOMBRE, c.CAM_TITULO, c.CAM_SUBTITULO, c.CAM_DESCRIPCION, c.CAM_PIE, c.CAM_FECHA_INICIO, c.CAM_FECHA_FIN, c.CAM_SILENCIADA];
}

/** The columns of a design line, as the wire names them (the tables use the same names). */
const LINE_COLUMNS = ['id', 'id_padre', 'tipo', 'x', 'y', 'w', 'h', 'texto', 'campo', 'imagen', 'color', 'fondo', 'tamano', 'negrita', 'alineacion'] as const;

/** The PostgreSQL type of each line column, for `unnest` inserts. */
const LINE_TYPES: Readonly<Record<(typeof LINE_COLUMNS)[number], string>> = {
  id: 'int',
  id_padre: 'int',
  tipo: 'text',
  x: 'int',
  y: 'int',
  w: 'int',
  h: 'int',
  texto: 'text',
  campo: 'text',
  imagen: 'int',
  color: 'text',
  fondo: 'text',
  tamano: 'int',
  negrita: 'boolean',
  alineacion: 'text',
};

// ---- Campaigns --------------------------------------------------------------------------------------------------

/**
 * The member's campaigns by name, with whether each has an image and how many mailings it has had (the mailings
 * module's table: a mailing keeps the campaign's id until the campaign is deleted).
 */
export async function listCampaigns(db: Queryable, memberId: number): Promise<Campana[]> {
  const rows = await db.query<Campana>(
    `SELECT c.cam_id AS "CAM_ID", c.cam_nombre AS "CAM_NOMBRE", c.cam_titulo AS "CAM_TITULO",
            c.cam_subtitulo AS "CAM_SUBTITULO", c.cam_descripcion AS "CAM_DESCRIPCION", c.cam_pie AS "CAM_PIE",
            c.cam_fecha_inicio AS "CAM_FECHA_INICIO", c.cam_fecha_fin AS "CAM_FECHA_FIN",
            c.cam_silenciada AS "CAM_SILENCIADA", c.cam_imagen IS NOT NULL AS "CAM_TIENE_IMAGEN",
            (SELECT count(*) FROM mailings p WHERE p.ppc_id_campana = c.cam_id)::int AS "NUM_ENVIOS"
       FROM campaigns c
      WHERE c.cam_id_socio = $1`,
    [memberId],
  );
  return sortByName(rows, (r) => r.CAM_NOMBRE);
}

/**
 * Whether the member owns the campaign. Inside a transaction it also keeps the campaign from being deleted until the
 * end (FOR KEY SHARE), so the groups and lines about to be written cannot lose it to a concurrent delete.
 */
export async function ownsCampaign(db: Queryable, memberId: number, campaignId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM campaigns WHERE cam_id = $1 AND cam_id_socio = $2 FOR KEY SHARE', [campaignId, memberId]);
  return rows.length > 0;
}

/** The campaign's image as a data URL ('' when it has none), or null when the member has no such campaign. */
export async function campaignImageDataUrl(db: Queryable, memberId: number, campaignId: number): Promise<string | null> {
  const rows = await db.query<{ bytes: Uint8Array | null; mime: string | null }>(
    'SELECT cam_imagen AS bytes, cam_imagen_tipo AS mime FROM campaigns WHERE cam_id = $1 AND cam_id_socio = $2',
    [campaignId, memberId],
  );
  const row = rows[0];
  if (!row) return null;
  if (!row.bytes || !row.mime) return '';
  const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
  return `data:${row.mime};base64,${bytes.toString('base64')}`;
}

/** Adds a campaign to the member (with its image or none); its id. */
export async function insertCampaign(tx: Queryable, memberId: number, c: CampaignRecord, image: CampaignImage | null): Promise<number> {
  const values = [...campaignValues(c), image?.bytes ?? null, image?.mime ?? null];
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO campaigns (cam_id_socio, ${RECORD_COLUMNS.join(', ')}, cam_imagen, cam_imagen_tipo)
     VALUES ($1, ${values.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING cam_id AS id`,
    [memberId, ...values],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row.id;
}

/**
 * Saves a campaign of the member; the image is replaced when given, removed when null, kept when undefined. False
 * when the member has no such campaign.
 */
export async function updateCampaign(
  tx: Queryable,
  memberId: number,
  campaignId: number,
  c: CampaignRecord,
  image: CampaignImage | null | undefined,
): Promise<boolean> {
  const values = campaignValues(c);
  const imageSet = image === undefined ? '' : `, cam_imagen = $${values.length + 3}, cam_imagen_tipo = $${values.length + 4}`;
  const imageValues = image === undefined ? [] : [image?.bytes ?? null, image?.mime ?? null];
  const rows = await tx.query(
    `UPDATE campaigns SET ${RECORD_COLUMNS.map((col, i) => `${col} = $${i + 3}`).join(', ')}${imageSet}
      WHERE cam_id = $1 AND cam_id_socio = $2 RETURNING cam_id`,
    [campaignId, memberId, ...values, ...imageValues],
  );
  return rows.length > 0;
}

/** Deletes a campaign of the member (its groups and lines with it); false when the member has no such campaign. */
export async function deleteCampaign(db: Queryable, memberId: number, campaignId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM campaigns WHERE cam_id = $1 AND cam_id_socio = $2 RETURNING cam_id', [campaignId, memberId]);
  return rows.length > 0;
}

/**
 * Copies a campaign of the member under a new name: its fields, image, groups and design lines. The copy's id, or
 * null when the member has no such campaign. Run inside a transaction.
 */
export async function duplicateCampaign(tx: Queryable, memberId: number, campaignId: number, name: (original: string) => string): Promise<number | null> {
  const [original] = await tx.query<{ name: string }>('SELECT cam_nombre AS name FROM campaigns WHERE cam_id = $1 AND cam_id_socio = $2 FOR KEY SHARE', [
    campaignId,
    memberId,
  ]);
  if (!original) return null;
  const others = RECORD_COLUMNS.filter((c) => c !== 'cam_nombre');
  const [copy] = await tx.query<{ id: number }>(
    `INSERT INTO campaigns (cam_id_socio, cam_nombre, ${others.join(', ')}, cam_imagen, cam_imagen_tipo)
     SELECT cam_id_socio, $3, ${others.join(', ')}, cam_imagen, cam_imagen_tipo
       FROM campaigns WHERE cam_id = $1 AND cam_id_socio = $2
     RETURNING cam_id AS id`,
    [campaignId, memberId, name(original.name)],
  );
  if (!copy) throw new Error('INSERT … SELECT … RETURNING gave no row');
  await tx.query(
    `INSERT INTO campaign_groups (cam_id, grt_id, soc_id)
     SELECT $2::int, grt_id, soc_id FROM campaign_groups WHERE cam_id = $1`,
    [campaignId, copy.id],
  );
  await tx.query(
    `INSERT INTO campaign_lines (cam_id, ${LINE_COLUMNS.join(', ')})
     SELECT $2::int, ${LINE_COLUMNS.join(', ')} FROM campaign_lines WHERE cam_id = $1`,
    [campaignId, copy.id],
  );
  return copy.id;
}

// ---- Groups -----------------------------------------------------------------------------------------------------

/** The member's groups by name, INCLUIDO when the campaign (null: a new one, none) goes to them. */
export async function listGroupsOfCampaign(
  db: Queryable,
  memberId: number,
  campaignId: number | null,
): Promise<{ GRT_ID: number; GRT_NOMBRE: string; INCLUIDO: boolean }[]> {
  const rows = await db.query<{ GRT_ID: number; GRT_NOMBRE: string; INCLUIDO: boolean }>(
    `SELECT g.grt_id AS "GRT_ID", g.grt_nombre AS "GRT_NOMBRE",
            EXISTS (SELECT 1 FROM campaign_groups l WHERE l.grt_id = g.grt_id AND l.cam_id = $2) AS "INCLUIDO"
       FROM workshop_groups g WHERE g.grt_id_socio = $1`,
    [memberId, campaignId ?? 0],
  );
  return sortByName(rows, (r) => r.GRT_NOMBRE);
}

/**
 * Makes the campaign go to exactly these groups of the member: 404 when one is not the member's. The groups found are
 * locked against deletion (FOR KEY SHARE) until the transaction ends.
 */
export async function setGroupsOfCampaign(tx: Queryable, memberId: number, campaignId: number, groupIds: number[]) {
  if (groupIds.length) {
    const found = await tx.query('SELECT grt_id FROM workshop_groups WHERE grt_id = ANY($1::int[]) AND grt_id_socio = $2 FOR KEY SHARE', [groupIds, memberId]);
    if (found.length !== groupIds.length) throw new HttpError(404, TEXTS.notFound);
  }
  await tx.query('DELETE FROM campaign_groups WHERE cam_id = $1 AND NOT (grt_id = ANY($2::int[]))', [campaignId, groupIds]);
  await tx.query(
    `INSERT INTO campaign_groups (cam_id, grt_id, soc_id)
     SELECT $1::int, g, $2::int FROM unnest($3::int[]) AS g ON CONFLICT DO NOTHING`,
    [campaignId, memberId, groupIds],
  );
}

// ---- Design lines -----------------------------------------------------------------------------------------------

/**
 * 404 unless the member may see every one of these gallery images (its own, or another member's shared with the
 * group; as the gallery's `imageAccess` says). The images found are locked against deletion (FOR KEY SHARE) until the
 * transaction ends, so the design lines about to name them cannot lose them to a concurrent delete.
 */
export async function requireVisibleImages(tx: Queryable, memberId: number, imageIds: readonly number[]) {
  const ids = [...new Set(imageIds)];
  if (!ids.length) return;
  const found = await tx.query(
    `SELECT img_id FROM gallery_images
      WHERE img_id = ANY($1::int[]) AND (img_id_socio = $2 OR img_compartida) FOR KEY SHARE`,
    [ids, memberId],
  );
  if (found.length !== ids.length) throw new HttpError(404, TEXTS.notFound);
}

const SELECT_LINES = LINE_COLUMNS.join(', ');

/** The campaign's design lines in id order (the campaign is known to be the member's). */
export async function campaignLines(db: Queryable, campaignId: number): Promise<LineaDiseno[]> {
  return db.query<LineaDiseno>(`SELECT ${SELECT_LINES} FROM campaign_lines WHERE cam_id = $1 ORDER BY id`, [campaignId]);
}

/** Replaces the campaign's design with these lines (none: no design). */
export async function setCampaignLines(tx: Queryable, campaignId: number, lines: readonly DesignLine[]) {
  await tx.query('DELETE FROM campaign_lines WHERE cam_id = $1', [campaignId]);
  await insertLines(tx, 'campaign_lines', 'cam_id', campaignId, lines);
}

/** Inserts design lines for one campaign or template in one statement. */
export async function insertLines(
  tx: Queryable,
  table: 'campaign_lines' | 'template_lines',
  owner: 'cam_id' | 'pltpro_id',
  ownerId: number,
  lines: readonly DesignLine[],
) {
  if (!lines.length) return;
  await tx.query(
    `INSERT INTO ${table} (${owner}, ${SELECT_LINES})
     SELECT $1::int, * FROM unnest(${LINE_COLUMNS.map((c, i) => `$${i + 2}::${LINE_TYPES[c]}[]`).join(', ')})`,
    [ownerId, ...LINE_COLUMNS.map((c) => lines.map((l) => l[c]))],
  );
}

// ---- Templates --------------------------------------------------------------------------------------------------

/** Every template by name. */
export async function listTemplates(db: Queryable): Promise<Plantilla[]> {
  const rows = await db.query<Plantilla>('SELECT pltpro_id AS "PLTPRO_ID", pltpro_nombre AS "PLTPRO_NOMBRE" FROM templates');
  return sortByName(rows, (r) => r.PLTPRO_NOMBRE);
}

/** Whether the template exists. */
export async function templateExists(db: Queryable, templateId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM templates WHERE pltpro_id = $1', [templateId]);
  return rows.length > 0;
}

/** The template's lines in id order. */
export async function templateLines(db: Queryable, templateId: number): Promise<LineaDiseno[]> {
  return db.query<LineaDiseno>(`SELECT ${SELECT_LINES} FROM template_lines WHERE pltpro_id = $1 ORDER BY id`, [templateId]);
}

/** Adds a template with its lines; its id (the demo data). */
export async function insertTemplate(tx: Queryable, name: string, lines: readonly DesignLine[]): Promise<number> {
  const [row] = await tx.query<{ id: number }>('INSERT INTO templates (pltpro_nombre) VALUES ($1) RETURNING pltpro_id AS id', [name]);
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  await insertLines(tx, 'template_lines', 'pltpro_id', row.id, lines);
  return row.id;
}
