import type { HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';
import { spacing } from '../theme';

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(${spacing(1.5)}); }
  to { opacity: 1; transform: none; }
`;

const StyledFadeIn = styled.div`
  animation: ${fadeIn} ${({ theme }) => theme.duration.route}ms ease both;
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

/**
 * Content that fades and rises in over the route transition time as it mounts (a new page: give it the path as its
 * key), or at once with reduced motion.
 */
export function FadeIn(props: HTMLAttributes<HTMLDivElement>) {
  return <StyledFadeIn {...props} />;
}
