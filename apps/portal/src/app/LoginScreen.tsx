import { ThemeProvider } from '@socios/ui';
import { useCallback, useRef } from 'react';
import { LoginView } from '../features/login/LoginView';
import { type LoginResult, sendLogin } from './session/loginResult';
import { PublicLayout } from './shell/PublicLayout';

/**
 * The first visit to /login, without the router, the query client or the logged-in frame: the login view and the
 * footer, as the router's /login page shows them. Once the credentials are accepted, `onLoggedIn` gets the user's
 * configuration and main.tsx loads the portal in place.
 */
export function LoginScreen({ onLoggedIn }: { onLoggedIn(config: NonNullable<Extract<LoginResult, { ok: true }>['config']>): void }) {
  const config = useRef<Extract<LoginResult, { ok: true }>['config']>(undefined);
  const login = useCallback(async (usuario: string, pwd: string) => {
    const result = await sendLogin(usuario, pwd);
    if (result.ok) config.current = result.config;
    return result;
  }, []);
  const loggedIn = useCallback(() => {
    if (config.current) onLoggedIn(config.current);
  }, [onLoggedIn]);
  return (
    <ThemeProvider>
      <PublicLayout>
        <LoginView login={login} onLoggedIn={loggedIn} />
      </PublicLayout>
    </ThemeProvider>
  );
}
