import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../html';

/** The recovery e-mail for an existing account: a single-use link that expires. */
export function resetLinkMail(to: string, name: string, link: string, minutes: number): MailMessage {
  const text = [
    `Hola, ${name}:`,
    '',
    'Hemos recibido una solicitud para restablecer la contraseña de su cuenta del Portal Socios.',
    'Para elegir una nueva contraseña, abra este enlace:',
    '',
    link,
    '',
    `El enlace caduca en ${minutes} minutos y solo puede usarse una vez.`,
    'Si no ha pedido este cambio, ignore este mensaje: su contraseña actual sigue siendo válida.',
  ].join('\n');
  const html = `<p>Hola, ${escapeHtml(name)}:</p>
<p>Hemos recibido una solicitud para restablecer la contraseña de su cuenta del Portal Socios.</p>
<p><a href="${escapeHtml(link)}">Elegir una nueva contraseña</a></p>
<p>El enlace caduca en ${minutes} minutos y solo puede usarse una vez.</p>
<p>Si no ha pedido este cambio, ignore este mensaje: su contraseña actual sigue siendo válida.</p>`;
  return { to: [to], subject: 'Recuperación de contraseña - Portal Socios', text, html };
}

/**
 * The answer to a recovery request for an address that has no account. Sending it (instead of nothing) keeps
 * the call's answer and timing the same for known and unknown addresses, and tells a real person what happened.
 */
export function unknownAddressMail(to: string): MailMessage {
  const text = [
    'Hola:',
    '',
    'Hemos recibido una solicitud para restablecer la contraseña del Portal Socios para esta dirección de correo,',
    'pero no hay ninguna cuenta asociada a ella. Si trabaja para un socio, pida a su administrador de cuentas',
    'que le dé de alta o compruebe con qué dirección está registrado.',
    '',
    'Si no ha hecho esta solicitud, ignore este mensaje.',
  ].join('\n');
  return { to: [to], subject: 'Recuperación de contraseña - Portal Socios', text };
}
