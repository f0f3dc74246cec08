import styled, { css } from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

export const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawerBackdrop};
  background: ${({ theme }) => theme.color.backdrop};
`;

interface NavProps {
  $width: number;
  $mobile: boolean;
  /** Expanded over the content (tablet): fixed, above a backdrop, while a rail keeps the collapsed width in the flow. */
  $overlay: boolean;
  $open: boolean;
  $offset: number;
  $dragging: boolean;
}

const mobileStyles = css<NavProps>`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  transform: translateX(${({ $offset }) => $offset}px);
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  touch-action: pan-y;
  box-shadow: ${({ $open, theme }) => ($open ? theme.shadow.lg : 'none')};
  transition: ${({ $dragging, $open, theme }) =>
    $dragging
      ? 'none'
      : `width ${theme.duration.sidebar}ms ease, transform ${theme.duration.sidebar}ms ease, visibility 0s linear ${$open ? 0 : theme.duration.sidebar}ms`};
`;

const desktopStyles = css`
  position: sticky;
  top: 0;
  height: 100vh;
  z-index: ${({ theme }) => theme.zIndex.sidebar};
  transition: width ${({ theme }) => theme.duration.sidebar}ms ease;
`;

const overlayStyles = css`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const layoutStyles = (p: NavProps) => {
  if (p.$mobile) return mobileStyles;
  return p.$overlay ? [desktopStyles, overlayStyles] : desktopStyles;
};

export const StyledNav = styled.nav<NavProps>`
  flex-shrink: 0;
  width: ${({ $width }) => $width}px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.sidebar};
  color: ${({ theme }) => theme.color.sidebarText};
  ${layoutStyles}

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

/**
 * The sidebar's column in the page flow (desktop and tablet): as tall as the page, so the dark band reaches the
 * footer on long pages (and in full-page captures) while the nav inside stays in view (sticky). In overlay mode it
 * keeps the collapsed width while the expanded nav lies over the content.
 */
export const StyledRail = styled.div<{ $width: number }>`
  flex-shrink: 0;
  align-self: stretch;
  width: ${({ $width }) => $width}px;
  background: ${({ theme }) => theme.color.sidebar};
  transition: width ${({ theme }) => theme.duration.sidebar}ms ease;
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export const StyledBody = styled.div<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  width: ${({ theme, $collapsed }) => ($collapsed ? theme.sidebar.collapsed : theme.sidebar.expanded)}px;
  height: 100%;
  padding: ${({ theme }) => theme.spacing(3, 0)};
  overflow-x: hidden;
  overflow-y: auto;
`;

export const StyledTop = styled.div<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: ${({ $collapsed }) => ($collapsed ? 'column' : 'row')};
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(0, 3)};
  min-height: ${({ theme }) => theme.size.control.md};

  button {
    color: ${({ theme }) => theme.color.sidebarText};
    background: transparent;
  }

  button:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.sidebarHover};
  }
`;

export const StyledUser = styled.div<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.spacing(0, 4)};
  ${({ $collapsed }) => ($collapsed ? visuallyHidden : '')}
`;

export const StyledUserName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const StyledUserDescription = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.sidebarTextMuted};
`;

export const StyledList = styled.ul<{ $collapsed: boolean }>`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2, 0)};
  border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.sidebarHover};
`;

export const StyledItem = styled.li<{ $collapsed: boolean }>`
  & > a {
    display: flex;
    align-items: center;
    justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
    gap: ${({ theme }) => theme.spacing(3)};
    min-height: ${({ theme }) => theme.size.control.md};
    padding: ${({ theme }) => theme.spacing(2, 4)};
    border-left: ${({ theme }) => theme.borderWidth.thick} solid transparent;
    color: ${({ theme }) => theme.color.sidebarText};
    text-decoration: none;
    white-space: nowrap;
  }

  & > a:hover {
    background: ${({ theme }) => theme.color.sidebarHover};
  }

  & > a:focus-visible {
    outline: ${({ theme }) => theme.outline.width} solid ${({ theme }) => theme.color.accent};
    outline-offset: -${({ theme }) => theme.outline.width};
  }

  & > a[aria-current='page'] {
    background: ${({ theme }) => theme.color.sidebarActive};
    border-left-color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const StyledItemLabel = styled.span<{ $collapsed: boolean }>`
  ${({ $collapsed }) => ($collapsed ? visuallyHidden : '')}
`;
