import type { ReactNode } from 'react';

/** A message for the user in the app's one popup: an error of a call, or the outcome of an action. */
export interface Notice {
  /** Title of the popup ('Error' when not given). */
  title?: string;
  /** The text; line breaks are kept. */
  message: ReactNode;
}

/** The queue of notices the app shows one after the other (the query client and pages push to it). */
export interface NoticeQueue {
  /** Adds a notice; the same text already waiting is not queued twice (e.g. several calls failing at once). */
  push(notice: Notice): void;
  /** Removes the notice on screen. */
  dismiss(): void;
  /** The notice on screen, if any. */
  current(): Notice | undefined;
  /** Calls back on every change; returns the unsubscribe function. */
  subscribe(onChange: () => void): () => void;
}

/** Creates an empty notice queue. */
export function createNoticeQueue(): NoticeQueue {
  let queue: readonly Notice[] = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const l of listeners) l();
  };
  return {
    push(notice) {
      if (queue.some((n) => n.title === notice.title && n.message === notice.message)) return;
      queue = [...queue, notice];
      changed();
    },
    dismiss() {
      queue = queue.slice(1);
      changed();
    },
    current: () => queue[0],
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
