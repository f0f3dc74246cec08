import type { Db } from '../../db/db';
import type { JobQueue, QueueSettings } from '../../jobs/queue';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { CAMPAIGN_IMAGE_CID } from './content';
import {
  claimDeliveries,
  type Delivery,
  finishMailingIfDone,
  type MailingRow,
  mailingToSend,
  markDelivered,
  releaseDeliveries,
  stopMailing,
  unfinishedMailings,
  unsentLeaseSeconds,
} from './send.queries';

/**
 * The campaign send as a background job (001 §5 sending): one job per mailing on the pg-boss queue
 * 'campaign-send'. The job's work list is the mailing's delivery rows: it claims a few rows at a time with a lease
 * (FOR UPDATE SKIP LOCKED, so several instances can share one mailing), sends each through the mail interface with a
 * Message-ID made from the mailing and the row, and marks it sent. A restart or crash loses nothing: unsent rows
 * stay, a claimed row's lease runs out, and the job is retried (or found again at start); a row sent just before a
 * crash and sent again is the same message (same Message-ID; the outbox keeps one file for it). A campaign silenced
 * (CAM_SILENCIADA) during its send stops it: the mailing ends 'Detenido'.
 */

/** The queue's name. */
export const CAMPAIGN_SEND_QUEUE = 'campaign-send';

/** What a job carries. */
export interface CampaignSendJob {
  mailingId: number;
}

/** Timings of the send; the defaults suit production, tests may shorten the lease. */
export interface CampaignSendSettings {
  /** Rows claimed at a time. */
  batchSize: number;
  /** Seconds a claimed row stays with its worker before another may take it. */
  leaseSeconds: number;
  /** Longest run of one job before it hands the rest to a new job (so a job never outlives its expiry). */
  maxRunSeconds: number;
  /** The queue's settings (expiry, retries, polling). */
  queue: QueueSettings;
}

/** Production timings. */
export const CAMPAIGN_SEND_DEFAULTS: CampaignSendSettings = {
  batchSize: 20,
  leaseSeconds: 120,
  maxRunSeconds: 240,
  queue: { expireInSeconds: 600, retryLimit: 1000, retryDelay: 15, pollingIntervalSeconds: 2 },
};

/** The Message-ID of one delivery: the same whenever that row is sent. */
export function deliveryMessageId(mailingId: number, seq: number): string {
  return `<envio-${mailingId}-${seq}@portal-socios>`;
}

/** A campaign e-mail's parts, as stored with its mailing or built for a test e-mail. */
export interface CampaignMailParts {
  subject: string;
  text: string;
  html: string;
  /** The member sending it (the display name) and its own address (replies go there). */
  fromName: string;
  replyTo: string | null;
  /** The image shown inline by Content-ID. */
  image: { bytes: Buffer; type: string } | null;
}

/** The message of a campaign to one address: the same for a workshop's delivery and for the member's test e-mail. */
export function campaignMessage(to: string, parts: CampaignMailParts, messageId?: string): MailMessage {
  return {
    to: [to],
    subject: parts.subject,
    text: parts.text,
    html: parts.html,
    fromName: parts.fromName,
    ...(parts.replyTo ? { replyTo: parts.replyTo } : {}),
    ...(messageId ? { messageId } : {}),
    ...(parts.image
      ? {
          attachments: [
            {
              filename: parts.image.type === 'image/jpeg' ? 'campana.jpg' : 'campana.png',
              content: parts.image.bytes,
              contentType: parts.image.type,
              cid: CAMPAIGN_IMAGE_CID,
            },
          ],
        }
      : {}),
  };
}

/** The campaign sender: works the queue in this process and enqueues mailings. */
export class CampaignSender {
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly queue: JobQueue,
    private readonly settings: CampaignSendSettings = CAMPAIGN_SEND_DEFAULTS,
  ) {}

  /** Starts working the queue, and enqueues again every mailing left unfinished (e.g. by a crash before a retry). */
  async start(): Promise<void> {
    await this.queue.work<CampaignSendJob>(CAMPAIGN_SEND_QUEUE, this.settings.queue, (job) => this.run(job.mailingId));
    const unfinished = await unfinishedMailings(this.db);
    for (const { ppc_id } of unfinished) await this.queue.send(CAMPAIGN_SEND_QUEUE, { mailingId: ppc_id });
  }

  /** Stops taking rows: the current job releases what it claimed and is retried later (here or elsewhere). */
  beginStop(): void {
    this.stopping = true;
  }

  /** Works one mailing until it is sent, stopped, handed on or this instance stops. */
  async run(mailingId: number): Promise<void> {
    const started = Date.now();
    for (;;) {
      const mailing = await mailingToSend(this.db, mailingId);
      if (mailing?.ppc_estado !== 'En curso') return;
      if (mailing.silenced) {
        await stopMailing(this.db, mailingId);
        return;
      }
      if (this.stopping) throw new Error('el servidor se detiene; el envío sigue en otro momento');
      if (Date.now() - started > this.settings.maxRunSeconds * 1000) {
        await this.queue.send(CAMPAIGN_SEND_QUEUE, { mailingId });
        return;
      }
      // The next rows nobody holds (or whose holder's lease ran out).
      const batch = await claimDeliveries(this.db, mailingId, this.settings.batchSize, this.settings.leaseSeconds);
      if (batch.length === 0) {
        const held = await unsentLeaseSeconds(this.db, mailingId);
        if (held === null) {
          await finishMailingIfDone(this.db, mailingId);
          return;
        }
        // Rows another worker holds: it finishes them, or it died and their lease runs out. A job of its own looks
        // again then, so that a killed instance's rows are sent even when nothing restarts it.
        await this.queue.send(CAMPAIGN_SEND_QUEUE, { mailingId }, undefined, { startAfterSeconds: held + 1 });
        return;
      }
      await this.deliver(mailingId, mailing, batch);
    }
  }

  /** Sends the claimed rows one by one; on a failure or a stop, gives back the rows not sent. */
  private async deliver(mailingId: number, mailing: MailingRow, batch: Delivery[]): Promise<void> {
    const image = mailing.ppc_imagen ? Buffer.from(mailing.ppc_imagen) : null;
    const sorted = [...batch].sort((a, b) => a.seq - b.seq);
    for (let i = 0; i < sorted.length; i++) {
      const row = sorted[i] as Delivery;
      try {
        if (this.stopping) throw new Error('el servidor se detiene; el envío sigue en otro momento');
        await this.mailer.send(
          campaignMessage(
            row.email,
            {
              subject: mailing.ppc_asunto,
              text: mailing.ppc_texto,
              html: mailing.ppc_contenido,
              fromName: mailing.soc_nombre,
              replyTo: mailing.soc_mail,
              image: image ? { bytes: image, type: mailing.ppc_imagen_tipo ?? 'image/png' } : null,
            },
            deliveryMessageId(mailingId, row.seq),
          ),
        );
      } catch (err) {
        await releaseDeliveries(
          this.db,
          mailingId,
          sorted.slice(i).map((d) => d.seq),
        );
        throw err;
      }
      await markDelivered(this.db, mailingId, row.seq);
    }
  }
}
