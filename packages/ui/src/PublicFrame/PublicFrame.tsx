import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PublicFrameProps {
  /** The screen (login, logout, a reset link, 404); it takes the free height. */
  children: ReactNode;
  /** The footer under it (a Footer). */
  footer: ReactNode;
}

const StyledFrame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  & > :first-child {
    flex: 1;
  }
`;

/** The frame of the pages outside the login: the screen fills the window, then the footer. */
export function PublicFrame({ children, footer }: PublicFrameProps) {
  return (
    <StyledFrame>
      {children}
      {footer}
    </StyledFrame>
  );
}
