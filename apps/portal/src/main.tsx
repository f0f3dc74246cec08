import type { UserConfig } from '@socios/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isLoggedFlag, registerTab } from './app/session/storage';

registerTab();
const element = document.getElementById('root');
if (element) {
  const root = createRoot(element);
  const portal = (initialConfig?: UserConfig) =>
    import('./app/App').then(({ App }) =>
      root.render(
        <StrictMode>
          <App initialConfig={initialConfig} />
        </StrictMode>,
      ),
    );
  // A first visit to the login screen loads only the login (router, server-state cache and logged-in frame come
  // after the credentials are accepted); every other address loads the portal.
  const loginOnly = /^\/login\/?$/.test(window.location.pathname) && !isLoggedFlag();
  if (loginOnly) {
    void import('./app/LoginScreen').then(({ LoginScreen }) =>
      root.render(
        <StrictMode>
          <LoginScreen
            onLoggedIn={(config) => {
              window.history.replaceState(null, '', '/');
              void portal(config);
            }}
          />
        </StrictMode>,
      ),
    );
  } else {
    void portal();
  }
}
