import { FrameSkeleton } from '@socios/ui';
import { Logo } from './Logo';

/**
 * What shows while the logged-in frame or the first page loads (right after login, or on a hard load): the portal's
 * frame (sidebar, header and the group's mark) with the spinner in its content, never a bare spinner page.
 */
export function LoadingFrame({ label = 'Cargando el portal' }: { label?: string }) {
  return <FrameSkeleton logo={<Logo inverse />} label={label} />;
}
