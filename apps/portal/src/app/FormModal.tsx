import { Button, Modal } from '@socios/ui';
import type { ReactNode } from 'react';

/** Props of FormModal. */
export interface FormModalProps {
  /** The modal's title. */
  title: string;
  /** Id of the form inside, which 'Aceptar' submits. */
  formId: string;
  /** The save is running: 'Aceptar' shows it. */
  busy: boolean;
  /** 'Cancelar', Escape or the close button. */
  onClose: () => void;
  children: ReactNode;
}

/** A form in a modal, with 'Cancelar' and 'Aceptar' (the submit of the form `formId`). */
export function FormModal({ title, formId, busy, onClose, children }: FormModalProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            Aceptar
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
