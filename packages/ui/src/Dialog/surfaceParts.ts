import styled from 'styled-components';

// The parts every modal surface shares (Dialog, SidePanel): title bar, title, scrolling body and action bar.

/** The title bar: the title and the ✕ button. */
export const StyledSurfaceHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(4, 4, 2, 6)};
`;

/** The title, which labels the surface. */
export const StyledSurfaceTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/** The body, scrolling when long. */
export const StyledSurfaceBody = styled.div`
  padding: ${({ theme }) => theme.spacing(2, 6, 4)};
  overflow-y: auto;
`;

/** The action buttons at the bottom, at the end of the line. */
export const StyledSurfaceFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(4, 6)};
  border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
`;
