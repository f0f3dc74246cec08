import { type ReactNode, type RefObject, useId, useRef } from 'react';
import styled, { css } from 'styled-components';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../icons';
import {
  StyledSurfaceBody as StyledBody,
  StyledSurfaceFooter as StyledFooter,
  StyledSurfaceHeader as StyledHeader,
  StyledSurfaceTitle as StyledTitle,
} from './surfaceParts';
import { ModalPortal } from './ModalPortal';
import { useModalBehaviour } from './useModalBehaviour';

/** 'default' 700 px or 'narrow' 400 px (spec 001 §9). */
export type DialogWidth = 'default' | 'narrow';

/** 'dialog' for panels and forms; 'alert' for messages that interrupt the user (errors, confirmations). */
export type DialogKind = 'dialog' | 'alert';

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Escape, on the close button and on a backdrop click (when allowed). */
  onClose: () => void;
  /** Dialog title; it labels the dialog (aria-labelledby). */
  title: ReactNode;
  /** Dialog body. */
  children?: ReactNode;
  /** Action buttons shown at the bottom right. */
  footer?: ReactNode;
  /** A short text under the title that describes the dialog (aria-describedby); line breaks are kept. */
  message?: ReactNode;
  /** 'alert' is an alertdialog, narrow by default, that a backdrop click does not close. */
  kind?: DialogKind;
  /** 'default' 700 px or 'narrow' 400 px (spec 001 §9), never wider than the viewport; by kind otherwise. */
  width?: DialogWidth;
  /** Element focused on open; otherwise the first form field, else the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Close when the backdrop is clicked; true by default for 'dialog', false for 'alert'. */
  closeOnBackdropClick?: boolean;
  /** Show the ✕ button in the title bar; true by default. */
  showCloseButton?: boolean;
  /** Accessible name of the ✕ button. */
  closeLabel?: string;
  /** Id of an element in the body describing the dialog (aria-describedby), when there is no `message`. */
  describedBy?: string;
  /** Where the dialog is portalled; document.body by default. */
  container?: Element | null;
}

const widthStyles: Record<DialogWidth, ReturnType<typeof css>> = {
  default: css`
    width: ${({ theme }) => theme.size.modal}px;
  `,
  narrow: css`
    width: ${({ theme }) => theme.size.modalNarrow}px;
  `,
};

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.color.backdrop};
`;

const StyledDialog = styled.div<{ $width: DialogWidth }>`
  display: flex;
  flex-direction: column;
  max-width: 100%;
  max-height: calc(100vh - ${({ theme }) => theme.spacing(8)});
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  outline: none;
  ${({ $width }) => widthStyles[$width]}
`;

const StyledMessage = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const ROLES: Record<DialogKind, 'dialog' | 'alertdialog'> = { dialog: 'dialog', alert: 'alertdialog' };
const WIDTHS: Record<DialogKind, DialogWidth> = { dialog: 'default', alert: 'narrow' };

/**
 * The one accessible modal dialog under Modal, ConfirmDialog and ErrorPopup: role=dialog (or alertdialog),
 * aria-modal, labelled by its title and described by its message; opens on its first form field (not on ✕);
 * Escape closes; Tab stays inside; focus returns to the element that was focused before it opened.
 */
export function Dialog({
  open,
  onClose,
  title,
  message,
  children,
  footer,
  kind = 'dialog',
  width = WIDTHS[kind],
  initialFocusRef,
  closeOnBackdropClick = kind === 'dialog',
  showCloseButton = true,
  closeLabel = 'Cerrar',
  describedBy,
  container,
}: DialogProps) {
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useModalBehaviour(dialogRef, open, onClose, initialFocusRef);

  return (
    <ModalPortal open={open} container={container} backdrop={StyledBackdrop} onBackdropPress={closeOnBackdropClick ? onClose : () => undefined}>
      <StyledDialog
        ref={dialogRef}
        role={ROLES[kind]}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message ? messageId : describedBy}
        tabIndex={-1}
        $width={width}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {showCloseButton ? <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" onClick={onClose} /> : null}
        </StyledHeader>
        {message || children ? (
          <StyledBody>
            {message ? <StyledMessage id={messageId}>{message}</StyledMessage> : null}
            {children}
          </StyledBody>
        ) : null}
        {footer ? <StyledFooter>{footer}</StyledFooter> : null}
      </StyledDialog>
    </ModalPortal>
  );
}
