import { type ReactNode, useId, useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import {
  StyledSurfaceBody,
  StyledSurfaceFooter as StyledFooter,
  StyledSurfaceHeader as StyledHeader,
  StyledSurfaceTitle as StyledTitle,
} from '../Dialog/surfaceParts';
import { ModalPortal } from '../Dialog/ModalPortal';
import { useModalBehaviour } from '../Dialog/useModalBehaviour';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../icons';

export interface SidePanelProps {
  /** Whether the panel is shown. */
  open: boolean;
  /** Called on Escape, on the ✕ button and on a click on the backdrop. */
  onClose: () => void;
  /** The panel's title; it labels the panel (aria-labelledby). */
  title: ReactNode;
  /** The panel's body (a form of filters…). */
  children?: ReactNode;
  /** Action buttons at the bottom of the panel. */
  footer?: ReactNode;
  /** Accessible name of the ✕ button. */
  closeLabel?: string;
  /** Where the panel is portalled; document.body by default. */
  container?: Element | null;
}

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  justify-content: flex-end;
  background: ${({ theme }) => theme.color.backdrop};
`;

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.size.content.popover};
  max-width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  outline: none;
  animation: ${slideIn} ${({ theme }) => theme.duration.sidebar}ms ease-out;
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
  ${({ theme }) => theme.media.mobile} {
    width: 100%;
  }
`;

const StyledBody = styled(StyledSurfaceBody)`
  flex: 1;
`;

/**
 * A panel that slides in from the end of the screen over the page (filters, details), the whole width on a phone.
 * It behaves as a modal dialog: role=dialog, aria-modal, labelled by its title; it opens on its first form field;
 * Escape, ✕ or a click beside it closes it; Tab stays inside; focus returns where it was.
 */
export function SidePanel({ open, onClose, title, children, footer, closeLabel = 'Cerrar', container }: SidePanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalBehaviour(panelRef, open, onClose);

  return (
    <ModalPortal open={open} container={container} backdrop={StyledBackdrop} onBackdropPress={onClose}>
      <StyledPanel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" onClick={onClose} />
        </StyledHeader>
        <StyledBody>{children}</StyledBody>
        {footer ? <StyledFooter>{footer}</StyledFooter> : null}
      </StyledPanel>
    </ModalPortal>
  );
}
