import { LogoutIcon } from '@socios/ui';
import type { Feature } from '../../app/features';

/** Login, credentials in the URL, logout and the password-reset landing page. */
export const loginFeature: Feature = {
  id: 'login',
  publicRoutes: [
    // Each page loads when visited: none of them weighs on the logged-in routes.
    { path: '/login', lazy: () => import('./LoginPage').then((m) => ({ Component: m.LoginPage })) },
    { path: '/login/:user/:pwd', lazy: () => import('./CredentialsLogin').then((m) => ({ Component: m.CredentialsLogin })) },
    { path: '/logout', lazy: () => import('./LogoutPage').then((m) => ({ Component: m.LogoutPage })) },
    { path: '/restablecer-clave/:token', lazy: () => import('./ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })) },
  ],
  nav: [{ place: 'bottom', id: 'salir', label: 'Salir', href: '/logout', icon: <LogoutIcon />, order: 90 }],
};
