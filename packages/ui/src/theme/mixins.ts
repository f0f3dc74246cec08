import { css } from 'styled-components';

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** The visible keyboard focus ring shared by every interactive widget. */
export const focusRing = css`
  &:focus-visible {
    outline: ${({ theme }) => theme.outline.width} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.outline.offset};
  }
`;

/** Disables transitions and animations for users who ask for reduced motion. */
export const respectReducedMotion = css`
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
    animation: none;
  }
`;
