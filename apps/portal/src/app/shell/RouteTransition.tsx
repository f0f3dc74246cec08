import { spacing } from '@socios/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(${spacing(1.5)}); }
  to { opacity: 1; transform: none; }
`;

const StyledTransition = styled.div`
  animation: ${fadeIn} ${({ theme }) => theme.duration.route}ms ease both;
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

/**
 * Fades each new page in over the route transition time (600 ms), or not at all with reduced motion. `data-route`
 * names the path whose page is mounted, so that a test navigating inside the app knows when the new page is there.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <StyledTransition key={pathname} data-route={pathname}>
      {children}
    </StyledTransition>
  );
}
