import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** One e-mail the portal sends (password recovery, sharing, campaigns). */
export interface MailMessage {
  /** Recipients' addresses. */
  to: string[];
  /** Subject line. */
  subject: string;
  /** Plain-text body. */
  text: string;
  /** HTML body (already safe: built by the server from escaped values). */
  html?: string;
  /** Files attached to the message; one with a `cid` is shown inline by `<img src="cid:…">` in the HTML. */
  attachments?: { filename: string; content: Buffer; contentType?: string; cid?: string }[];
  /** Display name of the sender (the address stays the portal's, MAIL_FROM). */
  fromName?: string;
  /** Where replies go (e.g. the member's own address). */
  replyTo?: string;
  /**
   * A Message-ID chosen by the caller ('<…@…>'): a message sent again after a crash is then the same message, and the
   * outbox keeps one file per Message-ID.
   */
  messageId?: string;
}

/** The sender of a message: MAIL_FROM, with the message's display name when it has one. */
export function senderOf(from: string, message: MailMessage): string {
  if (!message.fromName) return from;
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return `"${message.fromName.replace(/["\\\r\n]/g, ' ').trim()}" <${address}>`;
}

/** What nodemailer receives for a message. */
function envelope(from: string, message: MailMessage) {
  const { fromName: _name, ...rest } = message;
  return { ...rest, from: senderOf(from, message) };
}

/** Sends e-mail. Implementations: SMTP (SMTP_URL) or the outbox folder. */
export interface Mailer {
  /** Where messages go, for the start-up log. */
  readonly description: string;
  /** Sends one message; rejects when it could not be delivered to the transport. */
  send(message: MailMessage): Promise<void>;
  /** Releases connections. */
  close(): Promise<void>;
}

/** Minimal logger the mailers use. */
export interface MailLog {
  info(obj: object, msg: string): void;
}

/** Delivers through an SMTP server given as a URL (smtp://user:pass@host:port or smtps://…). */
export class SmtpMailer implements Mailer {
  readonly description: string;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
    const url = new URL(smtpUrl);
    this.description = `SMTP ${url.protocol}//${url.hostname}:${url.port || '(default port)'}`;
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(envelope(this.from, message));
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/**
 * Writes each message as an .eml file (RFC 5322, readable by any mail client) to an outbox folder and logs it,
 * so that nothing is lost when no SMTP server is configured.
 */
export class OutboxMailer implements Mailer {
  readonly description: string;
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log?: MailLog,
  ) {
    this.description = `outbox folder ${dir}`;
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.composer.sendMail(envelope(this.from, message));
    const raw = info.message as Buffer;
    await mkdir(this.dir, { recursive: true });
    // A message with its own Message-ID has one file, whatever the times it is sent; others get a fresh name.
    const name = message.messageId
      ? `${message.messageId.replace(/[^\w.@-]+/g, '_')}.eml`
      : `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    const file = join(this.dir, name);
    // Written whole or not at all: a crash never leaves half a message in the outbox.
    const partial = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(partial, raw);
    await rename(partial, file);
    this.log?.info({ file, to: message.to, subject: message.subject }, 'mail written to the outbox');
  }

  async close(): Promise<void> {
    this.composer.close();
  }
}

/** The configured mailer: SMTP when smtpUrl is set, else the outbox folder. */
export function createMailer(options: { smtpUrl?: string | undefined; outboxDir: string; from: string; log?: MailLog }): Mailer {
  return options.smtpUrl ? new SmtpMailer(options.smtpUrl, options.from) : new OutboxMailer(options.outboxDir, options.from, options.log);
}
