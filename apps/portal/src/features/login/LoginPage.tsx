import { useCallback } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useSession } from '../../app/session/SessionProvider';
import { LoginView } from './LoginView';

/** /login inside the portal's router: the login view on the session, going to the dashboard once logged in. */
export function LoginPage() {
  const { state, login } = useSession();
  const navigate = useNavigate();
  const onLoggedIn = useCallback(() => navigate('/', { replace: true }), [navigate]);
  if (state.status === 'authenticated') return <Navigate to="/" replace />;
  return <LoginView login={login} onLoggedIn={onLoggedIn} />;
}
