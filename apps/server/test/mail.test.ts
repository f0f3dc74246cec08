import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../src/mail/mailer';
import { Browser, startTestServer, type TestServer } from './support/testServer';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a loopback port that keeps what it receives. */
async function startSmtp(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

describe('SMTP delivery', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ mailer: new SmtpMailer(smtp.url, 'Portal Socios <no-reply@portalsocios.example>') });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('delivers a message with its sender, recipients, subject and body', async () => {
    const mailer = new SmtpMailer(smtp.url, 'Portal Socios <no-reply@portalsocios.example>');
    await mailer.send({ to: ['taller@ejemplo.es'], subject: 'Prueba de envío', text: 'Año nuevo, piezas nuevas' });
    await mailer.close();
    const last = smtp.received.at(-1);
    expect(last?.from).toBe('no-reply@portalsocios.example');
    expect(last?.to).toEqual(['taller@ejemplo.es']);
    // Non-ASCII text travels encoded (RFC 2047 subject, quoted-printable body).
    expect(last?.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Prueba_de_env=C3=ADo\?=/m);
    expect(last?.raw).toContain('A=C3=B1o nuevo, piezas nuevas');
  });

  it('sends the recovery e-mail through SMTP when it is configured', async () => {
    const before = smtp.received.length;
    const answer = await new Browser(server.url).api().Usuarios.RecuperarPwd({ email: 'socio@recambiosdemo.es' });
    expect(answer).toEqual({ ok: true, mensajeError: null });
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)?.to).toEqual(['socio@recambiosdemo.es']);
    expect(smtp.received.at(-1)?.raw.replace(/=\r?\n/g, '')).toMatch(/http:\/\/portal\.test\/restablecer-clave\/[\w-]{40,}/);
    expect(server.outbox()).toEqual([]);
  });

  it('answers ok false with a Spanish text when the SMTP server is down', async () => {
    const down = await startTestServer({ mailer: new SmtpMailer('smtp://127.0.0.1:9', 'no-reply@portalsocios.example') });
    try {
      const answer = await new Browser(down.url).api().Usuarios.RecuperarPwd({ email: 'admin@recambiosdemo.es' });
      expect(answer).toEqual({ ok: false, mensajeError: 'No se ha podido enviar el correo. Inténtelo de nuevo más tarde.' });
    } finally {
      await down.close();
    }
  });
});
