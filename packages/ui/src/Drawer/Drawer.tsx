import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../icons';

export interface DrawerProps {
  /** Whether the drawer is shown. */
  open: boolean;
  /** Called on Escape, on the ✕ button and on a click on the backdrop. */
  onClose: () => void;
  /** The drawer's title; it labels the drawer. */
  title: ReactNode;
  /** Where focus goes back when the drawer closes (the button that opens it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The drawer's content, edge to edge (a list, an empty state). */
  children?: ReactNode;
}

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawerBackdrop};
  background: ${({ theme }) => theme.color.backdrop};
`;

const StyledPanel = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  width: min(${({ theme }) => theme.size.content.popover}, 100vw);
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.spacing(4, 4, 3, 5)};
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/**
 * A panel at the end of the screen over the page (the unread news), the whole width on a phone: a dialog labelled by
 * its title that opens on its ✕ button; Escape, ✕ or a click beside it closes it, and focus goes back.
 */
export function Drawer({ open, onClose, title, returnFocusRef, children }: DrawerProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const back = returnFocusRef?.current;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      back?.focus();
    };
  }, [open, returnFocusRef]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <>
      <StyledBackdrop onMouseDown={onClose} />
      <StyledPanel role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <StyledHeader>
          <h2 id={titleId}>{title}</h2>
          <IconButton ref={closeRef} label="Cerrar" icon={<CloseIcon />} size="sm" onClick={onClose} />
        </StyledHeader>
        {children}
      </StyledPanel>
    </>,
    document.body,
  );
}
