import { type ReactNode, useRef } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question (e.g. 'Desea borrar Ana ?'). */
  message: ReactNode;
  /** Called by 'Aceptar'. */
  onConfirm: () => void;
  /** Called by 'Cancelar', Escape and the ✕ button. */
  onCancel: () => void;
  /** Title of the dialog; 'Confirmación' by default. */
  title?: ReactNode;
  /** Text of the confirm button; 'Aceptar' by default. */
  confirmLabel?: string;
  /** Text of the cancel button; 'Cancelar' by default. */
  cancelLabel?: string;
  /** Paint the confirm button as destructive (deletions). */
  destructive?: boolean;
  /** Show the confirm button busy while the action runs. */
  loading?: boolean;
}

/** A yes/no question with 'Aceptar' and 'Cancelar' (role=alertdialog); focus starts on 'Cancelar'. */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  title = 'Confirmación',
  confirmLabel = 'Aceptar',
  cancelLabel = 'Cancelar',
  destructive = false,
  loading = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      kind="alert"
      open={open}
      onClose={onCancel}
      title={title}
      message={message}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
