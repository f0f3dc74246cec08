import { type CampanaEnvio, ok, pagina, parseIdList, refuse } from '@socios/api';
import { isEmailAddress, PROMOTION_MESSAGES } from '@socios/domain';
import type { Db } from '../../db/db';
import { type AreaHandlers, HttpError } from '../../http/context';
import { textReply } from '../../http/paging';
import { TEXTS } from '../../http/texts';
import { campaignHtml, campaignSubject, campaignText } from './content';
import {
  type Audience,
  addressOf,
  audienceOf,
  type CampaignToSend,
  campaignToSend,
  insertMailing,
  mailImage,
  mailingImage,
  memberMailings,
  ownGroupCount,
  userAddress,
} from './queries';
import { CAMPAIGN_SEND_QUEUE, campaignMessage } from './send';

/**
 * Server side of the campaign send and of the record of mailings (001 §2.18 Mis Envíos, §5 sending, §7
 * Campanas/EnviarCorreo and Envios/GetPagina; permission Promociones by the route). The send checks, then records the
 * mailing and its recipients in one transaction with its job and answers at once; the job (send.ts) sends.
 */

/**
 * The checks of a send, shared by the send and by its count (so the confirmation says what the send does): the
 * campaign is the member's (404), there are groups (refusal), every group is the member's (404), the campaign is not
 * silenced and the groups have addresses (refusals). The campaign and who it reaches, or the refusal's text.
 */
async function checkedSend(
  db: Db,
  memberId: number,
  body: CampanaEnvio,
): Promise<{ refusal: string } | { campaign: CampaignToSend; groupIds: number[]; audience: Audience }> {
  const campaign = await campaignToSend(db, memberId, body.Reg.CAM_ID);
  if (!campaign) throw new HttpError(404, TEXTS.notFound);
  const groupIds = parseIdList(body.Grupos);
  if (groupIds.length === 0) return { refusal: PROMOTION_MESSAGES.noGroupsToSend };
  // Another member's group is 404 even when the campaign is silenced: nothing is told about it.
  if ((await ownGroupCount(db, memberId, groupIds)) !== groupIds.length) throw new HttpError(404, TEXTS.notFound);
  if (campaign.CAM_SILENCIADA) return { refusal: PROMOTION_MESSAGES.campaignSilenced };
  const audience = await audienceOf(db, memberId, groupIds);
  if (audience.recipients.length === 0) return { refusal: PROMOTION_MESSAGES.noRecipients };
  return { campaign, groupIds, audience };
}

/** Campanas/EnviarCorreo, its count and the test e-mail (the rest of Campanas is the campaigns module's). */
export const campaignSendHandlers: Pick<AreaHandlers<'campaigns'>, 'EnviarCorreo' | 'GetDestinatarios' | 'EnviarPrueba'> = {
  async EnviarCorreo({ body }, { db, session, jobs, config }) {
    const memberId = session.memberId;
    const checked = await checkedSend(db, memberId, body);
    if ('refusal' in checked) return refuse(checked.refusal);
    const campaignId = body.Reg.CAM_ID;
    const image = await mailImage(db, memberId, campaignId, checked.campaign);
    await db.transaction(async (tx) => {
      const mailingId = await insertMailing(tx, {
        memberId,
        campaignId,
        campaign: checked.campaign,
        image,
        recipients: checked.audience.recipients,
        fromAddress: addressOf(config.mailFrom),
      });
      // The job exists exactly when the mailing does.
      await jobs.send(CAMPAIGN_SEND_QUEUE, { mailingId }, tx);
    });
    jobs.wake(CAMPAIGN_SEND_QUEUE);
    return ok();
  },

  async GetDestinatarios({ body }, { db, session }) {
    const checked = await checkedSend(db, session.memberId, body);
    if ('refusal' in checked) return refuse(checked.refusal, null);
    return ok({ TALLERES: checked.audience.workshops, CORREOS: checked.audience.recipients.length });
  },

  async EnviarPrueba({ body }, { db, session, mailer }) {
    const memberId = session.memberId;
    const campaignId = body.Reg.CAM_ID;
    const campaign = await campaignToSend(db, memberId, campaignId);
    if (!campaign) throw new HttpError(404, TEXTS.notFound);
    const to = await userAddress(db, session.userId);
    if (!to || !isEmailAddress(to)) return refuse(PROMOTION_MESSAGES.testMailNoAddress, null);
    const image = await mailImage(db, memberId, campaignId, campaign);
    // The workshops' e-mail, built by the same functions, to this one address; no mailing is recorded.
    await mailer.send(
      campaignMessage(to, {
        subject: campaignSubject(campaign),
        text: campaignText(campaign),
        html: campaignHtml(campaign, image !== null),
        fromName: campaign.SOC_NOMBRE,
        replyTo: campaign.SOC_MAIL,
        image,
      }),
    );
    return ok(to);
  },
};

/** Envios/GetPagina: the member's mailings, newest first, with how far each send has got. */
export const mailingHandlers: AreaHandlers<'mailings'> = {
  async GetPagina({ body }, { db, session }) {
    const rows = await memberMailings(db, session.memberId);
    // The stored HTML shows its image by Content-ID (MAILING_IMAGE_CID): the detail puts Envios/GetImagen's there.
    return pagina(rows, body);
  },

  async GetImagen({ body }, { db, session, reply }) {
    const found = await mailingImage(db, session.memberId, body.ppcId);
    if (!found) throw new HttpError(404, TEXTS.notFound);
    const data = found.image ? `data:${found.image.type};base64,${found.image.bytes.toString('base64')}` : '';
    return textReply(reply, data);
  },
};
