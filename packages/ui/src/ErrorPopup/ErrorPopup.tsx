import { type ReactNode, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Modal } from '../Modal';

export interface ErrorPopupProps {
  /** Whether the popup is shown. */
  open: boolean;
  /** The error text (e.g. 'Error de servidor' or the server's mensajeError). */
  message: ReactNode;
  /** Called by 'Aceptar', Escape and the ✕ button. */
  onAccept: () => void;
  /** Title of the popup; 'Error' by default. */
  title?: ReactNode;
  /** Text of the accept button; 'Aceptar' by default. */
  acceptLabel?: string;
}

const StyledMessage = styled.p`
  margin: 0;
  white-space: pre-line;
`;

/** The error popup of the shared call conventions: the text and an 'Aceptar' button (role=alertdialog). */
export function ErrorPopup({ open, message, onAccept, title = 'Error', acceptLabel = 'Aceptar' }: ErrorPopupProps) {
  const messageId = useId();
  const acceptRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onAccept}
      title={title}
      role="alertdialog"
      width="narrow"
      describedBy={messageId}
      initialFocusRef={acceptRef}
      closeOnBackdropClick={false}
      footer={
        <Button ref={acceptRef} onClick={onAccept}>
          {acceptLabel}
        </Button>
      }
    >
      <StyledMessage id={messageId}>{message}</StyledMessage>
    </Modal>
  );
}
