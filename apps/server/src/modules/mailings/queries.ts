import type { Envio } from '@socios/api';
import { type DesignLine, isEmailAddress } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { renderDesign } from '../rendering';
import { type CampaignMailValues, campaignHtml, campaignSubject, campaignText } from './content';

/** A campaign as its e-mail needs it. */
export interface CampaignToSend extends CampaignMailValues {
  CAM_SILENCIADA: boolean;
  cam_imagen: Uint8Array | null;
  cam_imagen_tipo: string | null;
}

/** The member's campaign with what its e-mail shows; undefined when it is not the member's. */
export async function campaignToSend(db: Queryable, memberId: number, campaignId: number): Promise<CampaignToSend | undefined> {
  const [row] = await db.query<CampaignToSend>(
    `SELECT c.cam_nombre AS "CAM_NOMBRE", c.cam_titulo AS "CAM_TITULO", c.cam_subtitulo AS "CAM_SUBTITULO",
            c.cam_descripcion AS "CAM_DESCRIPCION", c.cam_pie AS "CAM_PIE", c.cam_fecha_inicio AS "CAM_FECHA_INICIO",
            c.cam_fecha_fin AS "CAM_FECHA_FIN", c.cam_silenciada AS "CAM_SILENCIADA", c.cam_imagen, c.cam_imagen_tipo,
            s.soc_nombre AS "SOC_NOMBRE", s.soc_mail AS "SOC_MAIL", s.soc_telefono AS "SOC_TELEFONO"
       FROM campaigns c JOIN members s ON s.soc_id = c.cam_id_socio
      WHERE c.cam_id = $1 AND c.cam_id_socio = $2`,
    [campaignId, memberId],
  );
  return row;
}

/** How many of the ids are groups of the member. */
export async function ownGroupCount(db: Queryable, memberId: number, groupIds: number[]): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM workshop_groups WHERE grt_id_socio = $1 AND grt_id = ANY($2::int[])', [
    memberId,
    groupIds,
  ]);
  return row?.n ?? 0;
}

/** One recipient: a distinct valid address (lower-cased) and the first of the member's workshops that has it. */
export interface Recipient {
  email: string;
  tas_id: number;
}

/** Who a send reaches: one recipient per distinct address, and how many workshops have at least one of them. */
export interface Audience {
  recipients: Recipient[];
  workshops: number;
}

/**
 * The distinct valid addresses (TAS_EMAIL and TAS_EMAIL_2) of the member's workshops in the groups, and how many of
 * those workshops have a valid address: what the send sends and what its confirmation counts (one rule for both).
 */
export async function audienceOf(db: Queryable, memberId: number, groupIds: number[]): Promise<Audience> {
  const rows = await db.query<Recipient>(
    `SELECT DISTINCT w.tas_id, e.email
       FROM workshops w
       JOIN workshop_group_members g ON g.tas_id = w.tas_id AND g.soc_id = $1
       CROSS JOIN LATERAL (VALUES (lower(btrim(w.tas_email))), (lower(btrim(w.tas_email_2)))) AS e (email)
      WHERE w.tas_id_socio = $1 AND g.grt_id = ANY($2::int[]) AND e.email IS NOT NULL AND e.email <> ''
      ORDER BY w.tas_id, e.email`,
    [memberId, groupIds],
  );
  const seen = new Map<string, number>();
  const workshops = new Set<number>();
  for (const r of rows) {
    if (!isEmailAddress(r.email)) continue;
    workshops.add(r.tas_id);
    if (!seen.has(r.email)) seen.set(r.email, r.tas_id);
  }
  return { recipients: [...seen].map(([email, tas_id]) => ({ email, tas_id })), workshops: workshops.size };
}

/** The distinct valid addresses of the member's workshops in the groups (audienceOf's recipients). */
export async function recipientsOf(db: Queryable, memberId: number, groupIds: number[]): Promise<Recipient[]> {
  return (await audienceOf(db, memberId, groupIds)).recipients;
}

/** The logged-in user's own e-mail address (trimmed), or null when it has none. */
export async function userAddress(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ mail: string | null }>('SELECT btrim(usr_mail) AS mail FROM users WHERE usr_id = $1', [userId]);
  return row?.mail ? row.mail : null;
}

/** A mailing's inline image, when the mailing is the member's: its bytes and type (null: it had none). */
export async function mailingImage(db: Queryable, memberId: number, mailingId: number): Promise<{ image: { bytes: Buffer; type: string } | null } | undefined> {
  const [row] = await db.query<{ ppc_imagen: Uint8Array | null; ppc_imagen_tipo: string | null }>(
    'SELECT ppc_imagen, ppc_imagen_tipo FROM mailings WHERE ppc_id = $1 AND ppc_id_socio = $2',
    [mailingId, memberId],
  );
  if (!row) return undefined;
  return { image: row.ppc_imagen ? { bytes: Buffer.from(row.ppc_imagen), type: row.ppc_imagen_tipo ?? 'image/png' } : null };
}

/** The image an e-mail shows: the campaign's own, else its design rendered now, else none. */
export async function mailImage(
  db: Queryable,
  memberId: number,
  campaignId: number,
  campaign: CampaignToSend,
): Promise<{ bytes: Buffer; type: string } | null> {
  if (campaign.cam_imagen && campaign.cam_imagen_tipo) {
    return { bytes: Buffer.from(campaign.cam_imagen), type: campaign.cam_imagen_tipo };
  }
  const lines = await db.query<DesignLine>(
    `SELECT id, id_padre, tipo, x, y, w, h, texto, campo, imagen, color, fondo, tamano, negrita, alineacion
       FROM campaign_lines WHERE cam_id = $1 ORDER BY id`,
    [campaignId],
  );
  if (lines.length === 0) return null;
  return { bytes: await renderDesign(db, memberId, lines, campaign), type: 'image/png' };
}

/** What a new mailing records. */
export interface NewMailing {
  memberId: number;
  campaignId: number;
  campaign: CampaignToSend;
  image: { bytes: Buffer; type: string } | null;
  recipients: Recipient[];
  /** The sender's address (MAIL_FROM's). */
  fromAddress: string;
  /**
   * A mailing already sent (the demo data's past mailings): when, with every delivery sent then. Absent: a mailing
   * that starts now, with every delivery still to send.
   */
  sentAt?: Date;
}

/** Records a mailing with its snapshot and one delivery row per recipient; its id. */
export async function insertMailing(tx: Queryable, m: NewMailing): Promise<number> {
  const sentAt = m.sentAt ?? null;
  const [mailing] = await tx.query<{ ppc_id: number }>(
    `INSERT INTO mailings (ppc_id_socio, ppc_id_campana, ppc_remitente, ppc_asunto, ppc_contenido, ppc_texto,
                           ppc_imagen, ppc_imagen_tipo, cam_nombre, cam_titulo, cam_subtitulo, ppc_fecha, ppc_estado,
                           ppc_terminado)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, coalesce($12::timestamptz, now()),
             CASE WHEN $12::timestamptz IS NULL THEN 'En curso' ELSE 'Enviado' END, $12::timestamptz)
     RETURNING ppc_id`,
    [
      m.memberId,
      m.campaignId,
      `${m.campaign.SOC_NOMBRE} <${m.fromAddress}>`,
      campaignSubject(m.campaign),
      campaignHtml(m.campaign, m.image !== null),
      campaignText(m.campaign),
      m.image?.bytes ?? null,
      m.image?.type ?? null,
      m.campaign.CAM_NOMBRE,
      m.campaign.CAM_TITULO,
      m.campaign.CAM_SUBTITULO,
      sentAt,
    ],
  );
  const mailingId = mailing?.ppc_id as number;
  await tx.query(
    `INSERT INTO mailing_deliveries (ppc_id, seq, email, tas_id, sent_at)
     SELECT $1, r.seq::int, r.email, r.tas_id, $4::timestamptz
       FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS r (email, tas_id, seq)`,
    [mailingId, m.recipients.map((r) => r.email), m.recipients.map((r) => r.tas_id), sentAt],
  );
  return mailingId;
}

/** The address of a sender line ('Portal Socios <no-reply@…>' → 'no-reply@…'). */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

/** Envios/GetPagina's rows: the member's mailings, newest first, with how many deliveries each has and has sent. */
export function memberMailings(db: Queryable, memberId: number): Promise<Envio[]> {
  return db.query<Envio>(
    `SELECT m.ppc_id AS "PPC_ID",
            to_char(m.ppc_fecha AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "PPC_FECHA",
            m.ppc_remitente AS "PPC_REMITENTE", m.ppc_asunto AS "PPC_ASUNTO", m.ppc_contenido AS "PPC_CONTENIDO",
            m.cam_nombre AS "CAM_NOMBRE", m.cam_titulo AS "CAM_TITULO", m.cam_subtitulo AS "CAM_SUBTITULO",
            (SELECT count(*)::int FROM mailing_deliveries d WHERE d.ppc_id = m.ppc_id) AS "PPC_DESTINATARIOS",
            (SELECT count(*)::int FROM mailing_deliveries d WHERE d.ppc_id = m.ppc_id AND d.sent_at IS NOT NULL)
              AS "PPC_ENVIADOS",
            m.ppc_estado AS "PPC_ESTADO"
       FROM mailings m
      WHERE m.ppc_id_socio = $1
      ORDER BY m.ppc_fecha DESC, m.ppc_id DESC`,
    [memberId],
  );
}
