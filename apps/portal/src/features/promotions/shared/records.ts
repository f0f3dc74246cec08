import { useState } from 'react';
import { type ChangeAnswer, useChange } from './failure';

/** How a list page sends its changes and what it does after them (see useRecordChanges). */
export interface RecordChangeOptions<T, V> {
  /**
   * Sends the save of the form's value: `record` is the record edited, or null for a new one. Null when there is
   * nothing to send (the save then resolves false without a call).
   */
  save: (value: V, record: T | null) => Promise<ChangeAnswer> | null;
  /** Sends the delete of a record (ActualizarRegistro with Accion 2). */
  remove: (record: T) => Promise<ChangeAnswer>;
  /** Title of the failure popup; 'Error' by default. */
  errorTitle?: string;
  /** After an accepted save, once the dialog has closed (a notice). */
  onSaved?: (record: T | null) => void;
  /** After an accepted delete, once the confirmation has closed (a notice). */
  onDeleted?: (record: T) => void;
}

/** What useRecordChanges gives: the edit dialog's and the delete confirmation's state and their handlers. */
export interface RecordChanges<T, V> {
  /** The dialog open: a new record (null) or the record edited; null when closed. */
  editing: { record: T | null } | null;
  /** Opens the dialog for a new record. */
  openNew: () => void;
  /** Opens the dialog for a record. */
  edit: (record: T) => void;
  /** Closes the dialog ('Cancelar', Escape). */
  closeEdit: () => void;
  /** The record whose delete is asked; null when the confirmation is closed. */
  deleting: T | null;
  /** Asks to delete a record (opens the confirmation). */
  askDelete: (record: T) => void;
  /** Closes the confirmation without deleting. */
  cancelDelete: () => void;
  /** The dialog's save: resolves true when the server accepted (the dialog is then closed). */
  save: (value: V) => Promise<boolean>;
  /** The confirmation's 'Aceptar': deletes the record asked; the confirmation closes when the server accepted. */
  confirmDelete: () => Promise<void>;
}

/**
 * The edit dialog and delete confirmation of a promotions list (001 §2.18): which record is edited or about to be
 * deleted, and the calls run through useChange, so that a failure shows the server's text in the app's popup and
 * leaves the dialog open.
 */
export function useRecordChanges<T, V>({ save, remove, errorTitle, onSaved, onDeleted }: RecordChangeOptions<T, V>): RecordChanges<T, V> {
  const [editing, setEditing] = useState<{ record: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const run = useChange();

  const saveValue = async (value: V) => {
    const record = editing?.record ?? null;
    const call = save(value, record);
    if (!call) return false;
    const ok = await run(() => call, errorTitle);
    if (ok) {
      setEditing(null);
      onSaved?.(record);
    }
    return ok;
  };

  const confirmDelete = async () => {
    if (deleting === null) return;
    const record = deleting;
    if (await run(() => remove(record), errorTitle)) {
      setDeleting(null);
      onDeleted?.(record);
    }
  };

  return {
    editing,
    openNew: () => setEditing({ record: null }),
    edit: (record) => setEditing({ record }),
    closeEdit: () => setEditing(null),
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    save: saveValue,
    confirmDelete,
  };
}
