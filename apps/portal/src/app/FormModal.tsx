import { Button, Modal, type ModalWidth, Notice, Stack } from '@socios/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';

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
  /** 'default' (700 px) or 'narrow' (400 px); 'default' when absent. */
  width?: ModalWidth;
  children: ReactNode;
}

/** A form in a modal, with 'Cancelar' and 'Aceptar' (the submit of the form `formId`). */
export function FormModal({ title, formId, busy, onClose, width, children }: FormModalProps) {
  return (
    <Modal
      open
      width={width}
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

/** What a form's check gives: the value to save, or a refusal with the warning to show (none: the fields say it). */
export type FormCheck<T> = { ok: true; value: T } | { ok: false; warning?: string };

/** What useFormSave gives: the form's id, its save state and warning, and its submit handler. */
export interface FormSave {
  /** Id of the form, for FormModal's 'Aceptar'. */
  formId: string;
  /** The save is running. */
  saving: boolean;
  /** The refusal of the last 'Aceptar'; null when there is none. */
  warning: string | null;
  /** Sets or clears the warning (typing again may clear it). */
  setWarning: (warning: string | null) => void;
  /** The form's onSubmit: checks, then saves with `saving` on until the save settles. */
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * The submit of a modal's form: the page is not reloaded, `check` runs (a refusal shows its warning and saves
 * nothing), then the warning clears and `save` runs with `saving` on until it settles (the page closes the modal when
 * the server accepted).
 */
export function useFormSave<T>(check: () => FormCheck<T>, save: (value: T) => Promise<unknown>): FormSave {
  const formId = useId();
  const [warning, setWarning] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check();
    if (!checked.ok) {
      setWarning(checked.warning ?? null);
      return;
    }
    setWarning(null);
    setSaving(true);
    try {
      await save(checked.value);
    } finally {
      setSaving(false);
    }
  };
  return { formId, saving, warning, setWarning, submit };
}

/** Props of FormDialog. */
export interface FormDialogProps {
  /** The modal's title. */
  title: string;
  /** The form's state and submit (useFormSave). */
  form: FormSave;
  /** 'Cancelar', Escape or the close button. */
  onClose: () => void;
  /** 'default' (700 px) or 'narrow' (400 px); 'default' when absent. */
  width?: ModalWidth;
  /** The form's fields, under the warning. */
  children: ReactNode;
}

/** A FormModal whose form is a column of fields with the warning of the last 'Aceptar' on top. */
export function FormDialog({ title, form, onClose, width, children }: FormDialogProps) {
  return (
    <FormModal title={title} formId={form.formId} busy={form.saving} onClose={onClose} width={width}>
      <Stack as="form" id={form.formId} onSubmit={form.submit} noValidate>
        {form.warning ? (
          <Notice tone="warning" role="alert">
            {form.warning}
          </Notice>
        ) : null}
        {children}
      </Stack>
    </FormModal>
  );
}
