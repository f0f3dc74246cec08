import { createApiClient } from '@socios/api';
import { markLoggedOut } from './session/storage';

/**
 * The one client of the API for the whole portal. A 401 from any call means the session is gone: the logged
 * flag is cleared and the user goes to /login (unless already there), as the spec's call conventions say.
 */
export const api = createApiClient({
  onUnauthorized: () => {
    markLoggedOut();
    if (!window.location.pathname.startsWith('/login')) window.location.assign('/login');
  },
});
