import { FadeIn } from '@socios/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * Fades each new page in over the route transition time (600 ms), or not at all with reduced motion. `data-route`
 * names the path whose page is mounted, so that a test navigating inside the app knows when the new page is there.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <FadeIn key={pathname} data-route={pathname}>
      {children}
    </FadeIn>
  );
}
