import { type Envio, pagina, parseIdList, refuse } from '@socios/api';
import { PROMOTION_MESSAGES } from '@socios/domain';
import { type AreaHandlers, HttpError } from '../../http/context';
import { TEXTS } from '../../http/texts';
import { withoutImage } from './content';
import { addressOf, campaignToSend, insertMailing, mailImage, ownGroupCount, recipientsOf } from './queries';
import { CAMPAIGN_SEND_QUEUE } from './send';

/**
 * Server side of the campaign send and of the record of mailings (001 §2.18 Mis Envíos, §5 sending, §7
 * Campanas/EnviarCorreo and Envios/GetPagina; permission Promociones by the route). The send checks, then records the
 * mailing and its recipients in one transaction with its job and answers at once; the job (send.ts) sends.
 */

/** Campanas/EnviarCorreo (the rest of Campanas is the campaigns module's). */
export const campaignSendHandlers: Pick<AreaHandlers<'campaigns'>, 'EnviarCorreo'> = {
  async EnviarCorreo({ body }, { db, session, jobs, config }) {
    const memberId = session.memberId;
    const campaignId = body.Reg.CAM_ID;
    const campaign = await campaignToSend(db, memberId, campaignId);
    if (!campaign) throw new HttpError(404, TEXTS.notFound);
    const groupIds = parseIdList(body.Grupos);
    if (groupIds.length === 0) return refuse(PROMOTION_MESSAGES.noGroupsToSend);
    // Another member's group is 404 even when the campaign is silenced: nothing is told about it.
    if ((await ownGroupCount(db, memberId, groupIds)) !== groupIds.length) throw new HttpError(404, TEXTS.notFound);
    if (campaign.CAM_SILENCIADA) return refuse(PROMOTION_MESSAGES.campaignSilenced);
    const recipients = await recipientsOf(db, memberId, groupIds);
    if (recipients.length === 0) return refuse(PROMOTION_MESSAGES.noRecipients);
    const image = await mailImage(db, memberId, campaignId, campaign);
    await db.transaction(async (tx) => {
      const mailingId = await insertMailing(tx, {
        memberId,
        campaignId,
        campaign,
        image,
        recipients,
        fromAddress: addressOf(config.mailFrom),
      });
      // The job exists exactly when the mailing does.
      await jobs.send(CAMPAIGN_SEND_QUEUE, { mailingId }, tx);
    });
    jobs.wake(CAMPAIGN_SEND_QUEUE);
    return { ok: true, mensajeError: null };
  },
};

/** Envios/GetPagina: the member's mailings, newest first, with how far each send has got. */
export const mailingHandlers: AreaHandlers<'mailings'> = {
  async GetPagina({ body }, { db, session }) {
    const rows = await db.query<Envio>(
      `SELECT m.ppc_id AS "PPC_ID",
              to_char(m.ppc_fecha AT TIME ZONE 'Europe/Madrid', 'DD/MM/YYYY HH24:MI') AS "PPC_FECHA",
              m.ppc_remitente AS "PPC_REMITENTE", m.ppc_asunto AS "PPC_ASUNTO", m.ppc_contenido AS "PPC_CONTENIDO",
              m.cam_nombre AS "CAM_NOMBRE", m.cam_titulo AS "CAM_TITULO", m.cam_subtitulo AS "CAM_SUBTITULO",
              (SELECT count(*)::int FROM mailing_deliveries d WHERE d.ppc_id = m.ppc_id) AS "PPC_DESTINATARIOS",
              (SELECT count(*)::int FROM mailing_deliveries d WHERE d.ppc_id = m.ppc_id AND d.sent_at IS NOT NULL)
                AS "PPC_ENVIADOS",
              m.ppc_estado AS "PPC_ESTADO"
         FROM mailings m
        WHERE m.ppc_id_socio = $1
        ORDER BY m.ppc_fecha DESC, m.ppc_id DESC`,
      [session.memberId],
    );
    // The stored HTML shows its image by Content-ID, which only the e-mail carries: the read-only detail goes without.
    return pagina(
      rows.map((r) => ({ ...r, PPC_CONTENIDO: withoutImage(r.PPC_CONTENIDO) })),
      body,
    );
  },
};
