import { ApiError } from '@socios/api';
import { ThemeProvider } from '@socios/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './router';
import { SessionProvider } from './session/SessionProvider';

/** The portal: theme, server state (TanStack Query), session and routes. */
export function App() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // A caller's error (4xx) is final; only transport and server failures are worth one more try.
          queries: { retry: (count, err) => count < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500), refetchOnWindowFocus: false },
        },
      }),
  );
  const [router] = useState(createRouter);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
