import { Spinner } from '@socios/ui';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from './session/SessionProvider';

/** Every route except login, logout and the 404 page needs isLogged 'true' (spec 000 §2 Access rule). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (state.status === 'checking') return <Spinner size="lg" centered label="Comprobando la sesión" />;
  if (state.status === 'anonymous') return <Navigate to="/login" replace />;
  return <>{children}</>;
}
