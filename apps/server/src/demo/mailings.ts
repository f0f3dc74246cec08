// Demo data of Mis Envíos: each demo member has already sent its first campaign once, a week ago, to the
// campaign's groups — recorded as the send records it (the same queries), with the image rendered from the design and
// every delivery sent, so that the list and its detail show a real mailing before anybody sends one.
import { loadConfig } from '../config';
import { addressOf, campaignToSend, insertMailing, mailImage, recipientsOf } from '../modules/mailings';
import type { Queryable } from '../db/db';
import type { SeedDay } from './day';
import type { Random } from './random';

/** Days ago the demo mailings went out. */
const DAYS_AGO = 7;

/** Records one past mailing of each demo member's first campaign that has groups with e-mail addresses. */
export async function seedMailings(db: Queryable, _scale: number, _rng: Random, day: SeedDay): Promise<void> {
  const campaigns = await db.query<{ cam_id: number; member_id: number; groups: number[] }>(
    `SELECT DISTINCT ON (c.cam_id_socio) c.cam_id, c.cam_id_socio AS member_id,
            array_agg(g.grt_id ORDER BY g.grt_id) AS groups
       FROM campaigns c JOIN campaign_groups g ON g.cam_id = c.cam_id
      GROUP BY c.cam_id
      ORDER BY c.cam_id_socio, c.cam_id`,
  );
  const fromAddress = addressOf(loadConfig().mailFrom);
  const sentAt = new Date(day.now.getTime() - DAYS_AGO * 24 * 3600 * 1000);
  for (const c of campaigns) {
    const campaign = await campaignToSend(db, c.member_id, c.cam_id);
    const recipients = await recipientsOf(db, c.member_id, c.groups);
    if (!campaign || recipients.length === 0) continue;
    const image = await mailImage(db, c.member_id, c.cam_id, campaign);
    await insertMailing(db, { memberId: c.member_id, campaignId: c.cam_id, campaign, image, recipients, fromAddress, sentAt });
  }
}
