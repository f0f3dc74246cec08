import { CSRF_HEADER, CSRF_HEADER_VALUE, type UserConfig } from '@socios/api';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../api';
import { type LoginResult, sendLogin, withoutAnswerFields } from './loginResult';
import { isLoggedFlag, markLoggedIn, markLoggedOut, unregisterTab } from './storage';

/** Where the session stands: being checked on load, nobody logged in, or a user with its configuration. */
export type SessionState = { status: 'checking' } | { status: 'anonymous' } | { status: 'authenticated'; config: UserConfig };

export type { LoginResult } from './loginResult';

interface SessionApi {
  /** Current state. */
  state: SessionState;
  /** Logs in with user name and password (Login/Validar). */
  login(usuario: string, pwd: string): Promise<LoginResult>;
  /** Logs out (Login/SalirAplicacion) and forgets everything held about the user. */
  logout(): Promise<void>;
  /** Reloads the configuration (Login/EnSession), e.g. after a contacts import. */
  refresh(): Promise<void>;
}

const SessionContext = createContext<SessionApi | null>(null);

/** The session of the user in this tab. */
export function useSession(): SessionApi {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession outside SessionProvider');
  return ctx;
}

/** The logged-in user's configuration (only inside the logged-in shell). */
export function useUserConfig(): UserConfig {
  const { state } = useSession();
  if (state.status !== 'authenticated') throw new Error('useUserConfig without a session');
  return state.config;
}

/**
 * Holds the session (the tab is counted in by main.tsx before the first render): on load, when isLogged is 'true', checks it (EnSession) and logs out locally when it is not
 * ok; keeps the tab counter and, when the last tab closes, sets isLogged 'false' and sends CloseConnections.
 */
export function SessionProvider({ children, initialConfig }: { children: ReactNode; initialConfig?: UserConfig }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(() => {
    if (initialConfig) return { status: 'authenticated', config: initialConfig };
    return isLoggedFlag() ? { status: 'checking' } : { status: 'anonymous' };
  });

  // Set when the page is being left (reload, another address): the browser then cancels the calls in flight.
  const leaving = useRef(false);
  // Counts the logouts: a login or a check still in flight when the user logs out must not bring the session back
  // (e.g. Salir clicked while a password change logs in again with the new password).
  const logouts = useRef(0);

  const check = useCallback(async () => {
    const at = logouts.current;
    try {
      const answer = await api.Login.EnSession();
      if (logouts.current !== at) return;
      if (answer.ok) {
        markLoggedIn();
        setState({ status: 'authenticated', config: withoutAnswerFields(answer) });
        return;
      }
    } catch {
      // A failed check logs the user out (spec 000 §8); a check the browser cancelled because the page is being left
      // (a reload while the configuration was still arriving) has not failed: the next page checks again.
      if (leaving.current) return;
    }
    markLoggedOut();
    queryClient.clear();
    setState({ status: 'anonymous' });
  }, [queryClient]);

  // The check runs once, on load, when the flag says a user is logged in.
  const checkedOnLoad = useRef(false);
  useEffect(() => {
    if (checkedOnLoad.current) return;
    checkedOnLoad.current = true;
    // Just logged in on the light login screen: the configuration came with the login answer.
    if (isLoggedFlag() && !initialConfig) void check();
  }, [check, initialConfig]);

  useEffect(() => {
    const onPageHide = () => {
      leaving.current = true;
      if (unregisterTab()) {
        // keepalive lets the call outlive the tab; the header proves it comes from the portal itself (CSRF guard).
        void fetch('/api/Login/CloseConnections', {
          keepalive: true,
          credentials: 'same-origin',
          headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        }).catch(() => {});
      }
    };
    // A reload or another address cancels the calls in flight as soon as the next page starts, which may be before
    // 'pagehide': 'beforeunload' comes first. A navigation that does not happen after all (a download) leaves the page
    // as it was a moment later.
    let stayed: ReturnType<typeof setTimeout> | undefined;
    const onBeforeUnload = () => {
      leaving.current = true;
      clearTimeout(stayed);
      stayed = setTimeout(() => {
        leaving.current = false;
      }, 10_000);
    };
    // Back from the back/forward cache the page lives on, and so does its session.
    const onPageShow = () => {
      leaving.current = false;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      clearTimeout(stayed);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  const login = useCallback(
    async (usuario: string, pwd: string): Promise<LoginResult> => {
      const at = logouts.current;
      const result = await sendLogin(usuario, pwd);
      if (logouts.current !== at) {
        // Logged out meanwhile: the session this login opened is ended too.
        if (result.ok) {
          markLoggedOut();
          await api.Login.SalirAplicacion().catch(() => undefined);
        }
        return result;
      }
      if (result.ok && result.config) {
        queryClient.clear();
        setState({ status: 'authenticated', config: result.config });
      }
      return result;
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    logouts.current++;
    try {
      await api.Login.SalirAplicacion();
    } finally {
      markLoggedOut();
      queryClient.clear();
      setState({ status: 'anonymous' });
    }
  }, [queryClient]);

  const value = useMemo<SessionApi>(() => ({ state, login, logout, refresh: check }), [state, login, logout, check]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
