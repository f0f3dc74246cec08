import { PASSWORD_MESSAGES } from '@socios/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Reads the reset link out of the newest .eml in the outbox (quoted-printable soft breaks undone). */
function newestLink(): string {
  const eml = (server.outbox().at(-1) ?? '').replace(/=\r?\n/g, '');
  const match = /http:\/\/portal\.test\/restablecer-clave\/([A-Za-z0-9_-]+)/.exec(eml);
  expect(match, 'a reset link in the newest e-mail').not.toBeNull();
  return match?.[1] ?? '';
}

describe('password recovery', () => {
  it('mails a reset link that works exactly once and then the new password logs in', async () => {
    const browser = new Browser(server.url);
    const api = browser.api();
    const before = server.outbox().length;
    expect(await api.Usuarios.RecuperarPwd({ email: 'Admin@RecambiosDemo.es' })).toEqual({ ok: true, mensajeError: null });
    const mails = server.outbox();
    expect(mails.length).toBe(before + 1);
    const eml = mails.at(-1) ?? '';
    expect(eml).toMatch(/^To: admin@recambiosdemo\.es/m);
    expect(eml).toMatch(/^Subject: /m);
    const token = newestLink();

    expect(await api.Usuarios.ComprobarEnlacePwd({ token })).toEqual({ ok: true, mensajeError: null });
    expect(await api.Usuarios.RestablecerPwd({ token, pwd: 'NuevaClave-2026', pwd2: 'NuevaClave-2026' })).toEqual({
      ok: true,
      mensajeError: null,
    });
    expect((await browser.login('admin', 'admin1234')).ok).toBe(false);
    expect((await browser.login('admin', 'NuevaClave-2026')).ok).toBe(true);

    const again = await api.Usuarios.RestablecerPwd({ token, pwd: 'OtraClave-1', pwd2: 'OtraClave-1' });
    expect(again).toEqual({ ok: false, mensajeError: 'El enlace de recuperación no es válido o ha caducado.' });
    expect((await api.Usuarios.ComprobarEnlacePwd({ token })).ok).toBe(false);
    expect((await browser.login('admin', 'OtraClave-1')).ok).toBe(false);
  });

  it('ends every open session of the user when the password is reset', async () => {
    const tab = new Browser(server.url);
    expect((await tab.login('otro', 'otro1234')).ok).toBe(true);
    await tab.api().Usuarios.RecuperarPwd({ email: 'otro@autorecambioslevante.es' });
    const token = newestLink();
    await tab.api().Usuarios.RestablecerPwd({ token, pwd: 'Levante-2026', pwd2: 'Levante-2026' });
    expect((await tab.call('GET', '/api/Socios/GetSocio')).status).toBe(401);
  });

  it('answers an unknown address exactly like a known one, and creates no link', async () => {
    const api = new Browser(server.url).api();
    const before = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_resets');
    expect(await api.Usuarios.RecuperarPwd({ email: 'nadie@ejemplo.es' })).toEqual({ ok: true, mensajeError: null });
    const after = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_resets');
    expect(after[0]?.n).toBe(before[0]?.n);
    const eml = server.outbox().at(-1) ?? '';
    expect(eml).toMatch(/^To: nadie@ejemplo\.es/m);
    expect(eml).not.toMatch(/restablecer-clave/);
  });

  it('refuses an address that is not an e-mail, sending nothing', async () => {
    const before = server.outbox().length;
    const answer = await new Browser(server.url).api().Usuarios.RecuperarPwd({ email: 'no-es-un-correo' });
    expect(answer).toEqual({ ok: false, mensajeError: 'Introduzca una dirección de correo electrónico válida.' });
    expect(server.outbox().length).toBe(before);
  });

  it('keeps the link usable when the two passwords differ or are empty', async () => {
    const api = new Browser(server.url).api();
    await api.Usuarios.RecuperarPwd({ email: 'socio@recambiosdemo.es' });
    const token = newestLink();
    expect(await api.Usuarios.RestablecerPwd({ token, pwd: 'abcdefgh1', pwd2: 'abcdefgh2' })).toEqual({
      ok: false,
      mensajeError: 'Las contraseñas no coinciden',
    });
    expect(await api.Usuarios.RestablecerPwd({ token, pwd: '  ', pwd2: '  ' })).toEqual({
      ok: false,
      mensajeError: 'Introduzca una contraseña válida',
    });
    expect((await api.Usuarios.ComprobarEnlacePwd({ token })).ok).toBe(true);
  });

  it('refuses a password under 8 or over 128 characters, or one of the most common, and the old one still logs in', async () => {
    const api = new Browser(server.url).api();
    await api.Usuarios.RecuperarPwd({ email: 'otro@autorecambioslevante.es' });
    const token = newestLink();
    const refused = async (pwd: string) => (await api.Usuarios.RestablecerPwd({ token, pwd, pwd2: pwd })).mensajeError;
    expect(await refused('Corta-7')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(await refused('ñ'.repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
    expect(await refused('Password')).toBe(PASSWORD_MESSAGES.common);
    expect(await refused('qwertyuiop')).toBe(PASSWORD_MESSAGES.common);
    expect((await api.Usuarios.ComprobarEnlacePwd({ token })).ok).toBe(true);
    expect((await new Browser(server.url).login('otro', 'Levante-2026')).ok).toBe(true);
    // 128 characters of any kind (8 emoji are 16 UTF-16 units but 8 characters) are fine.
    expect(await refused('🚗'.repeat(8))).toBeNull();
  });

  it('refuses an expired link', async () => {
    const api = new Browser(server.url).api();
    await api.Usuarios.RecuperarPwd({ email: 'socio@recambiosdemo.es' });
    const token = newestLink();
    await server.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second'");
    expect((await api.Usuarios.ComprobarEnlacePwd({ token })).ok).toBe(false);
    expect((await api.Usuarios.RestablecerPwd({ token, pwd: 'Clave-nueva-9', pwd2: 'Clave-nueva-9' })).ok).toBe(false);
    expect((await new Browser(server.url).login('socio', 'socio1234')).ok).toBe(true);
  });
});
