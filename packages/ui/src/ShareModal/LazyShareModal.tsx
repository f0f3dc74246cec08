import { lazy, Suspense } from 'react';
import type { ShareModalProps } from './ShareModal';

const ShareModalChunk = lazy(() => import('./ShareModal').then((m) => ({ default: m.ShareModal })));

/**
 * The share dialog, fetched the first time it opens: for pages where sharing is a side action (the dashboard's
 * favourite documents), so the dialog and its virtualised contact list are not part of the page's first load.
 */
export function LazyShareModal(props: ShareModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ShareModalChunk {...props} />
    </Suspense>
  );
}
