import { Footer } from '@socios/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { GROUP } from '../brand';

const StyledFrame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  & > :first-child {
    flex: 1;
  }
`;

/**
 * The pages outside the login (login, logout, reset link, 404): the page fills the screen, then the footer. Without
 * router code, so that the light login screen (app/LoginScreen.tsx) uses it too.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <StyledFrame>
      {children}
      <Footer groupName={GROUP.name} />
    </StyledFrame>
  );
}
