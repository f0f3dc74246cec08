import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useMatches } from 'react-router';
import type { RouteHandle } from './features';
import { useSession } from './session/SessionProvider';
import { LoadingFrame } from './shell/LoadingFrame';

// Only an anonymous visitor on an unknown address needs it: it loads then, not with every logged-in page.
const NotFoundPage = lazy(() => import('../features/notFound/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/**
 * Every route except login, logout and the 404 page needs isLogged 'true' (spec 000 §2 Access rule); an
 * anonymous visitor on an address that is no route of the portal sees the 404 page rather than the login screen.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const matches = useMatches();
  if (state.status === 'checking') return <LoadingFrame label="Comprobando la sesión" />;
  if (state.status === 'anonymous') {
    const unknown = matches.some((m) => (m.handle as RouteHandle | undefined)?.notFound);
    return unknown ? (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    ) : (
      <Navigate to="/login" replace />
    );
  }
  return <>{children}</>;
}
