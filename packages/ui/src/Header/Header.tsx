import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../IconButton';
import { MenuIcon } from '../icons';

export interface HeaderProps {
  /** Title of the current page (the page's h1). */
  title: ReactNode;
  /** Mobile layout: shows the burger button that toggles the sidebar drawer. */
  isMobile?: boolean;
  /** Whether the sidebar drawer is open (the burger's aria-expanded). */
  menuOpen?: boolean;
  /** Called by the burger button. */
  onMenuToggle?: () => void;
  /** Id of the sidebar element the burger controls (aria-controls). */
  menuControlsId?: string;
  /** Accessible name of the burger button. */
  menuLabel?: string;
  /** Right-hand slot: the news button and its panel, or other page actions. */
  actions?: ReactNode;
}

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  min-height: ${({ theme }) => theme.size.headerHeight}px;
  padding: ${({ theme }) => theme.spacing(2, 6)};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing(2, 3)};
  }
`;

const StyledTitle = styled.h1`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.primary};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** The page header: burger (mobile only), page title and an actions slot for the news button. */
export function Header({ title, isMobile = false, menuOpen = false, onMenuToggle, menuControlsId, menuLabel = 'Menú', actions }: HeaderProps) {
  return (
    <StyledHeader>
      {isMobile ? <IconButton label={menuLabel} icon={<MenuIcon />} aria-expanded={menuOpen} aria-controls={menuControlsId} onClick={onMenuToggle} /> : null}
      <StyledTitle>{title}</StyledTitle>
      {actions ? <StyledActions>{actions}</StyledActions> : null}
    </StyledHeader>
  );
}
