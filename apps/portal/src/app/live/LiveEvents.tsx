import { Button, Notice, Toast } from '@socios/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';

/** Address of the live events stream (Server-Sent Events). */
export const EVENTS_URL = '/api/Eventos';

/** Waits before reopening a stream the server refused or lost: 1 s, doubling up to a minute. */
const BACKOFF_FIRST_MS = 1000;
const BACKOFF_MAX_MS = 60_000;

/** What a `pedido` event says. */
interface OrderEvent {
  id: number;
  numero: string;
  estado: string;
  /** The list of Mis pedidos it belongs to, for the listening member. */
  tipo: 'recibidos' | 'realizados';
  /** A new order (else a change of state). */
  nuevo: boolean;
}

/**
 * The live portal: one EventSource per tab on GET /api/Eventos while a user is logged in. An order event refreshes
 * the orders' data (Mis pedidos and an open order update in place) and tells the seller 'Nuevo pedido recibido'; a news
 * event refreshes the news (the unread count). The browser resumes a dropped stream by itself with Last-Event-ID;
 * when the server refuses or the stream closes for good, it is reopened after a growing wait, and everything live is
 * read again (events may have been missed).
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [received, setReceived] = useState<OrderEvent | null>(null);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = BACKOFF_FIRST_MS;
    let opened = false;
    let stopped = false;

    const refreshAll = () => {
      void queryClient.invalidateQueries({ queryKey: ['Stocks'] });
      void queryClient.invalidateQueries({ queryKey: ['Noticias'] });
    };

    const open = () => {
      source = new EventSource(EVENTS_URL);
      source.addEventListener('conectado', () => {
        delay = BACKOFF_FIRST_MS;
        // A reconnect (not the first stream of the tab): what changed meanwhile is read again.
        if (opened) refreshAll();
        opened = true;
      });
      source.addEventListener('pedido', (message) => {
        const event = JSON.parse((message as MessageEvent<string>).data) as OrderEvent;
        void queryClient.invalidateQueries({ queryKey: ['Stocks'] });
        if (event.nuevo && event.tipo === 'recibidos') setReceived(event);
      });
      source.addEventListener('noticia', () => {
        void queryClient.invalidateQueries({ queryKey: ['Noticias'] });
      });
      source.onerror = () => {
        // CONNECTING: the browser retries by itself. CLOSED: refused (401, 429) or broken: reopen after a wait.
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        source.close();
        retry = setTimeout(open, delay);
        delay = Math.min(delay * 2, BACKOFF_MAX_MS);
      };
    };

    open();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      source?.close();
    };
  }, [queryClient]);

  return (
    <>
      {children}
      {received ? (
        <Toast>
          <Notice tone="success" role="status">
            Nuevo pedido recibido: <Link to={`/pedidos/${received.id}`}>{received.numero}</Link>
          </Notice>
          <Button size="sm" variant="secondary" onClick={() => setReceived(null)}>
            Cerrar
          </Button>
        </Toast>
      ) : null}
    </>
  );
}
