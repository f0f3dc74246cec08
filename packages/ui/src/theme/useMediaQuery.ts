import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINT_MOBILE, BREAKPOINT_TABLET } from './tokens';

/** True while the CSS media query matches (false during server rendering). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True at widths up to the mobile breakpoint (425 px). */
export const useIsMobile = (): boolean => useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE}px)`);

/** True at widths up to the tablet breakpoint (1200 px). */
export const useIsTablet = (): boolean => useMediaQuery(`(max-width: ${BREAKPOINT_TABLET}px)`);
