import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Stack } from '../Stack';

export interface AppFrameProps {
  /** The sidebar (a Sidebar). */
  sidebar: ReactNode;
  /** The header above the page (a Header). */
  header: ReactNode;
  /** The footer under the page (a Footer). */
  footer?: ReactNode;
  /** The page. */
  children: ReactNode;
}

const StyledLayout = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.background};
`;

const StyledMain = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.spacing(6)};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing(3)};
  }
`;

/** The logged-in frame: the sidebar beside a column of header, the page (the main landmark) and footer. */
export function AppFrame({ sidebar, header, footer, children }: AppFrameProps) {
  return (
    <StyledLayout>
      {sidebar}
      <Stack gap={0} grow>
        {header}
        <StyledMain>{children}</StyledMain>
        {footer}
      </Stack>
    </StyledLayout>
  );
}
