import type { Db } from '../../db/db';
import type { JobQueue, QueueSettings } from '../../jobs/queue';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { CAMPAIGN_IMAGE_CID } from './content';

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

interface Delivery {
  seq: number;
  email: string;
}

interface MailingRow {
  ppc_estado: string;
  silenced: boolean | null;
  ppc_asunto: string;
  ppc_contenido: string;
  ppc_texto: string;
  ppc_imagen: Uint8Array | null;
  ppc_imagen_tipo: string | null;
  soc_nombre: string;
  soc_mail: string | null;
}

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
    const unfinished = await this.db.query<{ ppc_id: number }>(
      `SELECT m.ppc_id FROM mailings m
        WHERE m.ppc_estado = 'En curso'
          AND EXISTS (SELECT 1 FROM mailing_deliveries d WHERE d.ppc_id = m.ppc_id AND d.sent_at IS NULL)`,
    );
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
      const mailing = await this.mailing(mailingId);
      if (mailing?.ppc_estado !== 'En curso') return;
      if (mailing.silenced) {
        await this.stop(mailingId);
        return;
      }
      if (this.stopping) throw new Error('el servidor se detiene; el envío sigue en otro momento');
      if (Date.now() - started > this.settings.maxRunSeconds * 1000) {
        await this.queue.send(CAMPAIGN_SEND_QUEUE, { mailingId });
        return;
      }
      const batch = await this.claim(mailingId);
      if (batch.length === 0) {
        const held = await this.heldByOthers(mailingId);
        if (held === null) {
          await this.finishIfDone(mailingId);
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

  private async mailing(mailingId: number): Promise<MailingRow | undefined> {
    const [row] = await this.db.query<MailingRow>(
      `SELECT m.ppc_estado, c.cam_silenciada AS silenced, m.ppc_asunto, m.ppc_contenido, m.ppc_texto, m.ppc_imagen,
              m.ppc_imagen_tipo, s.soc_nombre, s.soc_mail
         FROM mailings m
         JOIN members s ON s.soc_id = m.ppc_id_socio
         LEFT JOIN campaigns c ON c.cam_id = m.ppc_id_campana
        WHERE m.ppc_id = $1`,
      [mailingId],
    );
    return row;
  }

  /** Claims the next rows nobody holds (or whose holder's lease ran out). */
  private claim(mailingId: number): Promise<Delivery[]> {
    return this.db.query<Delivery>(
      `UPDATE mailing_deliveries d
          SET claimed_until = now() + make_interval(secs => $3), attempts = d.attempts + 1
        WHERE d.ppc_id = $1 AND d.seq IN (
          SELECT seq FROM mailing_deliveries
           WHERE ppc_id = $1 AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
           ORDER BY seq LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING d.seq, d.email`,
      [mailingId, this.settings.batchSize, this.settings.leaseSeconds],
    );
  }

  /** Seconds until the last lease of the mailing's unsent rows runs out (0 if run out), or null when every row is sent. */
  private async heldByOthers(mailingId: number): Promise<number | null> {
    const [row] = await this.db.query<{ unsent: number; seconds: number }>(
      `SELECT count(*)::int AS unsent,
              greatest(0, ceil(extract(epoch FROM max(claimed_until) - now())))::int AS seconds
         FROM mailing_deliveries WHERE ppc_id = $1 AND sent_at IS NULL`,
      [mailingId],
    );
    return row && row.unsent > 0 ? (row.seconds ?? 0) : null;
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
        await this.release(
          mailingId,
          sorted.slice(i).map((d) => d.seq),
        );
        throw err;
      }
      await this.db.query(
        'UPDATE mailing_deliveries SET sent_at = now(), claimed_until = NULL WHERE ppc_id = $1 AND seq = $2',
        [mailingId, row.seq],
      );
    }
  }

  private async release(mailingId: number, seqs: number[]): Promise<void> {
    await this.db.query(
      'UPDATE mailing_deliveries SET claimed_until = NULL WHERE ppc_id = $1 AND seq = ANY($2::int[]) AND sent_at IS NULL',
      [mailingId, seqs],
    );
  }

  /** Marks the mailing sent once no row is left unsent (rows held by another worker are theirs to finish). */
  private async finishIfDone(mailingId: number): Promise<void> {
    await this.db.query(
      `UPDATE mailings SET ppc_estado = 'Enviado', ppc_terminado = now()
        WHERE ppc_id = $1 AND ppc_estado = 'En curso'
          AND NOT EXISTS (SELECT 1 FROM mailing_deliveries WHERE ppc_id = $1 AND sent_at IS NULL)`,
      [mailingId],
    );
  }

  /** Marks a mailing still under way as stopped ('Detenido'). */
  private async stop(mailingId: number): Promise<void> {
    await this.db.query(
      `UPDATE mailings SET ppc_estado = 'Detenido', ppc_terminado = now() WHERE ppc_id = $1 AND ppc_estado = 'En curso'`,
      [mailingId],
    );
  }
}
