import { useLayoutEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { holdCredentials } from './pendingCredentials';

/**
 * /login/{user}/{pwd}: replaces the address (and its history entry) with /login before anything else, keeping
 * the credentials in memory for the login screen, which logs in with them.
 */
export function CredentialsLogin() {
  const { user = '', pwd = '' } = useParams();
  useLayoutEffect(() => {
    window.history.replaceState(null, '', '/login');
  }, []);
  holdCredentials(user, pwd);
  return <Navigate to="/login" replace />;
}
