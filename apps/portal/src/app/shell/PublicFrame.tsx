import { Footer } from '@socios/ui';
import { Outlet } from 'react-router-dom';
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

/** The frame of the pages outside the login (login, logout, reset link, 404): the page fills the screen, then the footer. */
export function PublicFrame() {
  return (
    <StyledFrame>
      <Outlet />
      <Footer groupName={GROUP.name} />
    </StyledFrame>
  );
}
