import { ok } from '@socios/api';
import { isEmailAddress, LIMIT_MESSAGES, NEWS_MESSAGES, USER_LIMITS } from '@socios/domain';
import { takeQuota } from '../../auth/throttle';
import type { SessionUser } from '../../auth/sessions';
import type { Queryable } from '../../db/db';
import { type AreaHandlers, HttpError } from '../../http/context';
import { escapeHtml, htmlToText } from '../../html';
import { TEXTS } from '../../http/texts';
import type { MailMessage } from '../../mail/mailer';
import { requiredFileBytes } from '../attachments';
import { findNews } from '../news';
import { contactAddresses, findDocument, findSupplierDocument, isSupplierLinkedDocument, newsFiles, senderOf } from './queries';

/** Attachments of a shared news item travel with the mail up to this total size (the mail keeps the link). */
const MAX_ATTACHED_BYTES = USER_LIMITS.mailAttachmentBytes;

type Attachment = NonNullable<MailMessage['attachments']>[number];
type Shared = { subject: string; heading: string; text: string; html: string; attachments: Attachment[] };

/** The distinct addresses of a comma-separated list; 404 (nothing sent) when one is invalid or not a contact. */
async function checkedAddresses(db: Queryable, userId: number, list: string): Promise<string[]> {
  const addresses = [
    ...new Set(
      list
        .split(/[,;]/)
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  ];
  if (!addresses.length) throw new HttpError(400, TEXTS.badRequest);
  if (!addresses.every(isEmailAddress)) throw new HttpError(404, NEWS_MESSAGES.shareRejected);
  const knownSet = await contactAddresses(
    db,
    userId,
    addresses.map((a) => a.toLowerCase()),
  );
  if (!addresses.every((a) => knownSet.has(a.toLowerCase()))) throw new HttpError(404, NEWS_MESSAGES.shareRejected);
  return addresses;
}

async function sharedNews(db: Queryable, session: SessionUser, id: number, publicUrl: string): Promise<Shared> {
  if (!session.permisos.Noticias) throw new HttpError(403, TEXTS.forbidden);
  const item = await findNews(db, session, id);
  if (!item) throw new HttpError(404, TEXTS.notFound);
  const files = await newsFiles(db, id);
  const attachments: Attachment[] = [];
  let total = 0;
  for (const f of files) {
    total += f.size;
    if (total > MAX_ATTACHED_BYTES) break;
    attachments.push({ filename: `${f.name}.${f.ext}`.toLowerCase(), content: await requiredFileBytes(db, f.id), contentType: f.mime });
  }
  const link = `${publicUrl}/noticias/${item.ID}`;
  return {
    subject: `Noticia compartida: ${item.TITULO}`,
    heading: item.TITULO,
    text: [`${item.TITULO} (${item.FECHA_PUBLICACION})`, '', htmlToText(item.TEXTO), '', `Ver en el portal: ${link}`].join('\n'),
    // The body was sanitised when it was stored.
    html: `<h2>${escapeHtml(item.TITULO)}</h2><p>${escapeHtml(item.FECHA_PUBLICACION)}</p>${item.TEXTO}<p><a href="${escapeHtml(link)}">Ver en el portal</a></p>`,
    attachments,
  };
}

/**
 * A document of the library (D: Documentos, or Condiciones when a supplier lists it) or a supplier's own document
 * (DP: Condiciones), attached to the mail.
 */
async function sharedDocument(db: Queryable, session: SessionUser, id: number, kind: 'D' | 'DP'): Promise<Shared> {
  const allowed =
    kind === 'DP' ? session.permisos.Condiciones : session.permisos.Documentos || (session.permisos.Condiciones && (await isSupplierLinkedDocument(db, id)));
  if (!allowed) throw new HttpError(403, TEXTS.forbidden);
  const doc = kind === 'DP' ? await findSupplierDocument(db, id) : await findDocument(db, id);
  if (!doc) throw new HttpError(404, TEXTS.notFound);
  if (doc.size > MAX_ATTACHED_BYTES) throw new HttpError(400, LIMIT_MESSAGES.attachmentTooBig);
  return {
    subject: `Documento compartido: ${doc.name}`,
    heading: doc.name,
    text: [doc.name, doc.description ?? '', '', 'El documento va adjunto a este mensaje.'].join('\n'),
    html: `<h2>${escapeHtml(doc.name)}</h2>${doc.description ? `<p>${escapeHtml(doc.description)}</p>` : ''}<p>El documento va adjunto a este mensaje.</p>`,
    attachments: [{ filename: `${doc.fname}.${doc.ext}`.toLowerCase(), content: await requiredFileBytes(db, doc.file), contentType: doc.mime }],
  };
}

/** Server side of sharing a news item or a document with contacts by e-mail (000 §7, §8). */
export const sharingHandlers: AreaHandlers<'sharing'> = {
  async EnviarCorreo({ body }, { db, session, mailer, config }) {
    const shared =
      body.tipo === 'N' ? await sharedNews(db, session, body.idEntidad, config.publicUrl) : await sharedDocument(db, session, body.idEntidad, body.tipo);
    const addresses = await checkedAddresses(db, session.userId, body.mailContacto);
    const quota = USER_LIMITS.recipientsPerHour;
    if (!(await takeQuota(db, `mail-recipients:${session.userId}`, addresses.length, quota, 3600))) {
      throw new HttpError(429, LIMIT_MESSAGES.recipientsPerHour);
    }
    const sender = await senderOf(db, session.userId);
    const from = sender ? `${sender.name} (${sender.member})` : 'Un usuario del portal';
    // One message per address, so that no recipient sees the others.
    for (const to of addresses) {
      await mailer.send({
        to: [to],
        subject: shared.subject,
        text: `${from} ha compartido contigo desde el Portal Socios:\n\n${shared.text}`,
        html: `<p>${escapeHtml(from)} ha compartido contigo desde el Portal Socios:</p>${shared.html}`,
        attachments: shared.attachments,
      });
    }
    return ok();
  },
};
