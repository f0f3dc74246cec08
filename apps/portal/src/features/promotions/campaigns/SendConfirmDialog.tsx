import { Button, Dialog } from '@socios/ui';
import { useRef } from 'react';
import { sendQuestion } from './data';

/** Props of SendConfirmDialog. */
export interface SendConfirmDialogProps {
  /** The campaign's name. */
  name: string;
  /** Workshops the send reaches (the server's count). */
  workshops: number;
  /** Distinct addresses it e-mails (the server's count). */
  addresses: number;
  /** 'Enviar': starts the send to every workshop. */
  onSend: () => void;
  /** 'Enviarme una prueba': the campaign's e-mail to the user alone; the dialog stays open. */
  onTest: () => void;
  /** 'Cancelar', Escape or ✕: nothing is sent. */
  onCancel: () => void;
  /** Which action is running (its button shows busy, the others wait). */
  busy?: 'send' | 'test' | null;
}

/**
 * The question before a campaign is mailed (one click used to mail every workshop at once): how many
 * workshops and addresses the send reaches, with 'Enviar', a test e-mail to oneself first, and 'Cancelar' (focused).
 */
export function SendConfirmDialog({ name, workshops, addresses, onSend, onTest, onCancel, busy = null }: SendConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      kind="alert"
      width="default"
      open
      onClose={onCancel}
      title="Enviar campaña"
      message={sendQuestion(name, workshops, addresses)}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy === 'send'}>
            Cancelar
          </Button>
          <Button variant="secondary" loading={busy === 'test'} disabled={busy === 'send'} onClick={onTest}>
            Enviarme una prueba
          </Button>
          <Button variant="primary" loading={busy === 'send'} disabled={busy === 'test'} onClick={onSend}>
            Enviar
          </Button>
        </>
      }
    />
  );
}
