import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner';

export interface FrameSkeletonProps {
  /** The group's mark in the sidebar's place (a Brand, inverse). */
  logo: ReactNode;
  /** What is loading, read out by the spinner ('Cargando el portal'). */
  label: string;
}

const StyledFrame = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.sidebar.expanded}px 1fr;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.background};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const StyledSide = styled.div`
  padding: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.color.sidebar};
  color: ${({ theme }) => theme.color.sidebarText};
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const StyledMain = styled.main`
  display: grid;
  grid-template-rows: ${({ theme }) => theme.size.headerHeight}px 1fr;
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  padding: ${({ theme }) => theme.spacing(0, 4)};
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

/**
 * What shows while the logged-in frame or the first page loads: the frame's shape (sidebar, header and the group's
 * mark) with the spinner in its content, never a bare spinner page. `data-loading-frame` marks it for tests.
 */
export function FrameSkeleton({ logo, label }: FrameSkeletonProps) {
  return (
    <StyledFrame data-loading-frame="">
      <StyledSide>{logo}</StyledSide>
      <StyledMain aria-busy="true">
        <StyledTop />
        <Spinner size="lg" centered label={label} />
      </StyledMain>
    </StyledFrame>
  );
}
