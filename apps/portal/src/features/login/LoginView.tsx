import { phoneHref } from '@socios/domain';
import { IconButton, KeyIcon, WelcomeScreen } from '@socios/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { GROUP } from '../../app/brand';
import type { LoginResult } from '../../app/session/loginResult';
import { Logo } from '../../app/shell/Logo';
import { LoginForm } from './LoginForm';
import { takeCredentials } from './pendingCredentials';
import { RecoveryForm } from './RecoveryForm';

/**
 * The login screen (spec 000 §2 Login screen, §4 Login and Password recovery), without router or session: `login`
 * sends the credentials, `onLoggedIn` goes on once they are accepted. Used by the router's /login page and by the
 * light entry main.tsx renders for a first visit to /login (LoginScreen), so the first page carries little code.
 */
export function LoginView({ login, onLoggedIn }: { login(usuario: string, pwd: string): Promise<LoginResult>; onLoggedIn(): void }) {
  const [mode, setMode] = useState<'login' | 'recovery'>('login');
  const [formShown, setFormShown] = useState(false);
  const keyId = useId();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const autoLogin = useRef(takeCredentials());

  const submit = useCallback(
    async (usuario: string, pwd: string) => {
      setLoading(true);
      setError(null);
      const result = await login(usuario, pwd);
      setLoading(false);
      if (result.ok) onLoggedIn();
      else {
        setError(result.message);
        setFormShown(true);
      }
    },
    [login, onLoggedIn],
  );

  useEffect(() => {
    const credentials = autoLogin.current;
    autoLogin.current = null;
    if (credentials) void submit(credentials.usuario, credentials.pwd);
  }, [submit]);

  const tel = phoneHref(GROUP.phone);
  return (
    <WelcomeScreen
      brandLabel={GROUP.name}
      logo={<Logo inverse />}
      title="Bienvenido al portal del socio"
      lead="Noticias del grupo, proveedores y sus condiciones, tarifas, consumos, estudios de mercado y búsqueda de recambios, en un solo lugar."
      toggle={
        <>
          <IconButton
            id={keyId}
            label={formShown ? 'Ocultar el formulario de acceso' : 'Mostrar el formulario de acceso'}
            icon={<KeyIcon />}
            variant="primary"
            size="lg"
            aria-expanded={formShown}
            aria-controls="login-panel"
            noTooltip
            onClick={() => setFormShown((shown) => !shown)}
          />
          {/* The text is the key button's label: on a phone it is the larger target, and tapping it opens the form too. */}
          <label htmlFor={keyId}>Acceso de socios</label>
        </>
      }
      contact={
        <>
          <strong>Atención al socio</strong>
          <span>
            Teléfono: {tel ? <a href={tel}>{GROUP.phone}</a> : GROUP.phone} · <a href={`mailto:${GROUP.email}`}>{GROUP.email}</a>
          </span>
          <span>{GROUP.hours}</span>
          <span>{GROUP.address}</span>
        </>
      }
      panelId="login-panel"
      formShown={formShown}
    >
      {mode === 'login' ? (
        <LoginForm onSubmit={submit} onForgot={() => setMode('recovery')} loading={loading} error={error} />
      ) : (
        <RecoveryForm onBack={() => setMode('login')} />
      )}
    </WelcomeScreen>
  );
}
