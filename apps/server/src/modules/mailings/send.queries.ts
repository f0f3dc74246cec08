import type { Queryable } from '../../db/db';

// The SQL of the campaign send (send.ts): its work list is the mailing's delivery rows, claimed a few at a time with
// a lease (FOR UPDATE SKIP LOCKED, so several instances can share one mailing).

/** One delivery row claimed for sending. */
export interface Delivery {
  seq: number;
  email: string;
}

/** What the send reads of a mailing: its state, whether its campaign is silenced, the e-mail and its sender. */
export interface MailingRow {
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

/**
 * The mailings still under way, including those whose every row is sent: a process killed between marking the last
 * row and marking the mailing sent leaves one so, and its job (run again) finds no row to send and marks it sent.
 */
export function unfinishedMailings(db: Queryable): Promise<{ ppc_id: number }[]> {
  return db.query<{ ppc_id: number }>(`SELECT m.ppc_id FROM mailings m WHERE m.ppc_estado = 'En curso'`);
}

/** A mailing as the send reads it, or undefined. */
export async function mailingToSend(db: Queryable, mailingId: number): Promise<MailingRow | undefined> {
  const [row] = await db.query<MailingRow>(
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

/** Claims up to `batchSize` rows nobody holds (or whose holder's lease ran out) for `leaseSeconds`. */
export function claimDeliveries(db: Queryable, mailingId: number, batchSize: number, leaseSeconds: number): Promise<Delivery[]> {
  return db.query<Delivery>(
    `UPDATE mailing_deliveries d
          SET claimed_until = now() + make_interval(secs => $3), attempts = d.attempts + 1
        WHERE d.ppc_id = $1 AND d.seq IN (
          SELECT seq FROM mailing_deliveries
           WHERE ppc_id = $1 AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
           ORDER BY seq LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING d.seq, d.email`,
    [mailingId, batchSize, leaseSeconds],
  );
}

/** Seconds until the last lease of the mailing's unsent rows runs out (0 if run out), or null when every row is sent. */
export async function unsentLeaseSeconds(db: Queryable, mailingId: number): Promise<number | null> {
  const [row] = await db.query<{ unsent: number; seconds: number }>(
    `SELECT count(*)::int AS unsent,
              greatest(0, ceil(extract(epoch FROM max(claimed_until) - now())))::int AS seconds
         FROM mailing_deliveries WHERE ppc_id = $1 AND sent_at IS NULL`,
    [mailingId],
  );
  return row && row.unsent > 0 ? (row.seconds ?? 0) : null;
}

/** Marks one delivery row sent. */
export async function markDelivered(db: Queryable, mailingId: number, seq: number): Promise<void> {
  await db.query('UPDATE mailing_deliveries SET sent_at = now(), claimed_until = NULL WHERE ppc_id = $1 AND seq = $2', [mailingId, seq]);
}

/** Gives back claimed rows not sent. */
export async function releaseDeliveries(db: Queryable, mailingId: number, seqs: number[]): Promise<void> {
  await db.query('UPDATE mailing_deliveries SET claimed_until = NULL WHERE ppc_id = $1 AND seq = ANY($2::int[]) AND sent_at IS NULL', [mailingId, seqs]);
}

/** Marks the mailing sent once no row is left unsent. */
export async function finishMailingIfDone(db: Queryable, mailingId: number): Promise<void> {
  await db.query(
    `UPDATE mailings SET ppc_estado = 'Enviado', ppc_terminado = now()
        WHERE ppc_id = $1 AND ppc_estado = 'En curso'
          AND NOT EXISTS (SELECT 1 FROM mailing_deliveries WHERE ppc_id = $1 AND sent_at IS NULL)`,
    [mailingId],
  );
}

/** Marks a mailing still under way as stopped ('Detenido'). */
export async function stopMailing(db: Queryable, mailingId: number): Promise<void> {
  await db.query(`UPDATE mailings SET ppc_estado = 'Detenido', ppc_terminado = now() WHERE ppc_id = $1 AND ppc_estado = 'En curso'`, [mailingId]);
}
