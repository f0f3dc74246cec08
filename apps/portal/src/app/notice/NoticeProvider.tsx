import { ErrorPopup } from '@socios/ui';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { Notice, NoticeQueue } from './notices';

const NoticeContext = createContext<((notice: Notice) => void) | null>(null);

/** Shows the app's one popup: the notices of the queue, one after the other, each closed with 'Aceptar'. */
export function NoticeProvider({ queue, children }: { queue: NoticeQueue; children: ReactNode }) {
  const current = useSyncExternalStore(queue.subscribe, queue.current);
  return (
    <NoticeContext.Provider value={queue.push}>
      {children}
      <ErrorPopup open={current !== undefined} title={current?.title} message={current?.message ?? ''} onAccept={queue.dismiss} />
    </NoticeContext.Provider>
  );
}

/** Shows a message in the app's popup (a page never keeps its own popup). */
export function useNotice(): (notice: Notice) => void {
  const push = useContext(NoticeContext);
  if (!push) throw new Error('useNotice outside NoticeProvider');
  return push;
}
