import { type ReactNode, useRef } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export interface ErrorPopupProps {
  /** Whether the popup is shown. */
  open: boolean;
  /** The error text (e.g. 'Error de servidor' or the server's mensajeError); line breaks are kept. */
  message: ReactNode;
  /** Called by 'Aceptar', Escape and the ✕ button. */
  onAccept: () => void;
  /** Title of the popup; 'Error' by default. */
  title?: ReactNode;
  /** Text of the accept button; 'Aceptar' by default. */
  acceptLabel?: string;
}

/** The error popup of the shared call conventions: the text and an 'Aceptar' button (role=alertdialog). */
export function ErrorPopup({ open, message, onAccept, title = 'Error', acceptLabel = 'Aceptar' }: ErrorPopupProps) {
  const acceptRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      kind="alert"
      open={open}
      onClose={onAccept}
      title={title}
      message={message}
      initialFocusRef={acceptRef}
      footer={
        <Button ref={acceptRef} onClick={onAccept}>
          {acceptLabel}
        </Button>
      }
    />
  );
}
