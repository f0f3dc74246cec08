import { ApiError } from '@socios/api';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { NoticeQueue } from '../notice/notices';

/**
 * Whether a failed call is shown in the app popup: not when its page handles it (`meta.errors: 'handled'`), not a
 * 401 (the api client already sends the user to /login) and not a cancelled call.
 */
export function showsInPopup(error: unknown, meta: { errors?: 'popup' | 'handled' } | undefined): boolean {
  if (meta?.errors === 'handled') return false;
  if (error instanceof ApiError) return error.status !== 401;
  return !(error instanceof Error && error.name === 'AbortError');
}

/** The text of a failure for the popup: the call's Spanish text (e.g. 'Error de servidor', the server's mensajeError). */
function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The portal's query client: every query and mutation error goes to the one popup (unless the call handles it), a
 * caller's error (4xx) is final and only transport or server failures are tried once more.
 */
export function createQueryClient(notices: NoticeQueue): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (showsInPopup(error, query.meta)) notices.push({ message: errorMessage(error) });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (showsInPopup(error, mutation.meta)) notices.push({ message: errorMessage(error) });
      },
    }),
    defaultOptions: {
      queries: {
        retry: (count, err) => count < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
