import type { UserConfig } from '@socios/api';
import { ThemeProvider } from '@socios/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createRouter } from './router';
import { NoticeProvider } from './notice/NoticeProvider';
import { createNoticeQueue } from './notice/notices';
import { createQueryClient } from './query/queryClient';
import { SessionProvider } from './session/SessionProvider';

/**
 * The portal: theme, the one popup, server state (TanStack Query), session and routes. `initialConfig` is the
 * configuration of a user who has just logged in on the light login screen (main.tsx).
 */
export function App({ initialConfig }: { initialConfig?: UserConfig } = {}) {
  const [notices] = useState(createNoticeQueue);
  const [queryClient] = useState(() => createQueryClient(notices));
  const [router] = useState(createRouter);
  return (
    <ThemeProvider>
      <NoticeProvider queue={notices}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider initialConfig={initialConfig}>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </NoticeProvider>
    </ThemeProvider>
  );
}
