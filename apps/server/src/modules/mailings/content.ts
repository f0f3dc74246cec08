import { type CampanaTextos, MAILING_IMAGE_CID } from '@socios/api';
import { campaignPeriodLines } from '@socios/domain';
import { escapeHtml } from '../../html';

/**
 * The e-mail of a campaign (001 §2.18, §5 sending): subject, an HTML body for mail clients (tables and inline styles,
 * the campaign's image inline by Content-ID) and a plain-text body. Every value comes from the member's campaign and
 * is escaped here; nothing of it is HTML.
 */

/** The campaign and member values an e-mail shows. */
export interface CampaignMailValues extends Omit<CampanaTextos, 'CAM_SILENCIADA'> {
  /** The member sending it. */
  SOC_NOMBRE: string;
  /** The member's own address and phone, shown at the foot. */
  SOC_MAIL: string | null;
  SOC_TELEFONO: string | null;
}

/** Content-ID of the inline campaign image. */
export const CAMPAIGN_IMAGE_CID = MAILING_IMAGE_CID;
/** Marks around the image block in the stored copy (PPC_CONTENIDO). */
export const IMAGE_BLOCK = { start: '<!--imagen-->', end: '<!--/imagen-->' } as const;

const filled = (value: string | null | undefined): value is string => Boolean(value?.trim());

/** The subject: the campaign's title, else its name. */
export function campaignSubject(values: CampaignMailValues): string {
  return (filled(values.CAM_TITULO) ? values.CAM_TITULO : values.CAM_NOMBRE).trim();
}

/** The period's lines under the description (the domain's rule: bare dates get words, phrases stay as written). */
export function campaignPeriod(values: Pick<CampaignMailValues, 'CAM_FECHA_INICIO' | 'CAM_FECHA_FIN'>): string[] {
  return campaignPeriodLines(values.CAM_FECHA_INICIO, values.CAM_FECHA_FIN);
}

/** The HTML body; `withImage` puts the inline image (cid) under the titles. */
export function campaignHtml(values: CampaignMailValues, withImage: boolean): string {
  const paragraphs = (text: string) =>
    text
      .split(/\n{2,}/)
      .map((p) => `<p style="margin:0 0 12px">${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
      .join('');
  const title = campaignSubject(values);
  const period = campaignPeriod(values);
  const contact = [values.SOC_MAIL, values.SOC_TELEFONO].filter(filled).map(escapeHtml).join(' · ');
  const image = withImage
    ? `${IMAGE_BLOCK.start}<tr><td style="padding:0"><img src="cid:${CAMPAIGN_IMAGE_CID}" width="600" alt="${escapeHtml(title)}" style="display:block;width:100%;max-width:600px;height:auto;border:0"></td></tr>${IMAGE_BLOCK.end}`
    : '';
  return [
    '<!doctype html><html lang="es"><head><meta charset="utf-8">',
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
    '<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f3f4f6">',
    '<tr><td align="center" style="padding:24px 8px">',
    '<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="max-width:600px;width:100%;background:#ffffff">',
    `<tr><td style="padding:24px 24px 8px"><h1 style="margin:0;font-size:24px">${escapeHtml(title)}</h1>`,
    filled(values.CAM_SUBTITULO) ? `<p style="margin:8px 0 0;font-size:16px;color:#4b5563">${escapeHtml(values.CAM_SUBTITULO)}</p>` : '',
    '</td></tr>',
    image,
    '<tr><td style="padding:16px 24px;font-size:15px;line-height:1.5">',
    filled(values.CAM_DESCRIPCION) ? paragraphs(values.CAM_DESCRIPCION) : '',
    period.length ? `<p style="margin:0 0 12px;font-weight:bold">${period.map(escapeHtml).join('<br>')}</p>` : '',
    '</td></tr>',
    '<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">',
    filled(values.CAM_PIE) ? `<p style="margin:0 0 8px">${escapeHtml(values.CAM_PIE)}</p>` : '',
    `<p style="margin:0"><strong>${escapeHtml(values.SOC_NOMBRE)}</strong>${contact ? `<br>${contact}` : ''}</p>`,
    '</td></tr></table></td></tr></table></body></html>',
  ].join('');
}

/** The plain-text body. */
export function campaignText(values: CampaignMailValues): string {
  const lines = [campaignSubject(values)];
  if (filled(values.CAM_SUBTITULO)) lines.push(values.CAM_SUBTITULO.trim());
  lines.push('');
  if (filled(values.CAM_DESCRIPCION)) lines.push(values.CAM_DESCRIPCION.trim(), '');
  const period = campaignPeriod(values);
  if (period.length) lines.push(...period, '');
  if (filled(values.CAM_PIE)) lines.push(values.CAM_PIE.trim(), '');
  lines.push(values.SOC_NOMBRE, ...[values.SOC_MAIL, values.SOC_TELEFONO].filter(filled));
  return lines.join('\n');
}
