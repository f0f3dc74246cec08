import { LogoutIcon } from '@socios/ui';
import type { Feature } from '../../app/features';
import { CredentialsLogin } from './CredentialsLogin';
import { LoginPage } from './LoginPage';
import { LogoutPage } from './LogoutPage';
import { ResetPasswordPage } from './ResetPasswordPage';

/** Login, credentials in the URL, logout and the password-reset landing page. */
export const loginFeature: Feature = {
  id: 'login',
  publicRoutes: [
    { path: '/login', element: <LoginPage /> },
    { path: '/login/:user/:pwd', element: <CredentialsLogin /> },
    { path: '/logout', element: <LogoutPage /> },
    { path: '/restablecer-clave/:token', element: <ResetPasswordPage /> },
  ],
  nav: [{ place: 'bottom', id: 'salir', label: 'Salir', href: '/logout', icon: <LogoutIcon />, order: 90 }],
};
