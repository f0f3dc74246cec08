import { Button, ConfirmDialog, Inline, PlusIcon, Spinner, Text } from '@socios/ui';
import { type ReactNode, useState } from 'react';
import { useNotice } from '../../app/notice/NoticeProvider';
import { failureText } from './data';
import { PROFILE_TEXTS } from './texts';

/** A change call (useApiMutation) as the tabs use it. */
interface ChangeCall<B> {
  mutateAsync: (body: B) => Promise<{ ok: boolean; mensajeError: string | null }>;
  isPending: boolean;
}

export interface SendOptions {
  /** Title of the dialog that tells a refusal or a failed call; 'Error' by default. */
  errorTitle?: string;
  /** Title of the dialog that tells a refusal, by the server's text (instead of errorTitle). */
  refusalTitle?: (message: string | null) => string;
}

/** Sends a change; true when the server took it (a refusal or a failed call is shown in the Error dialog). */
export function useSendChange<B>(change: ChangeCall<B>, { errorTitle = PROFILE_TEXTS.errorTitle, refusalTitle }: SendOptions = {}) {
  const notify = useNotice();
  return async (body: B): Promise<boolean> => {
    try {
      const answer = await change.mutateAsync(body);
      if (!answer.ok) {
        notify({ title: refusalTitle ? refusalTitle(answer.mensajeError) : errorTitle, message: answer.mensajeError ?? '' });
        return false;
      }
      return true;
    } catch (err) {
      notify({ title: errorTitle, message: failureText(err) });
      return false;
    }
  };
}

/**
 * A list tab's editing (points of sale, users): the record in the form (`{ record: null }` for a new one), the one
 * asked about before deleting, and the saves. Each outcome is told in its own dialog, titled `title`.
 */
export function useListEditing<R, B>(change: ChangeCall<B>, title: string) {
  const send = useSendChange(change);
  const notify = useNotice();
  const [editing, setEditing] = useState<{ record: R | null } | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);

  /** Sends the form's change; the form closes before the success is told: one dialog at a time. */
  const save = async (body: B, message: string) => {
    if (!(await send(body))) return;
    setEditing(null);
    notify({ title, message });
  };

  /** Deletes the record asked about; the confirmation closes at once, the outcome is told in its own dialog. */
  const confirmDelete = async (body: (record: R) => B, message: string) => {
    if (!deleting) return;
    setDeleting(null);
    if (await send(body(deleting))) notify({ title, message });
  };

  return { editing, setEditing, deleting, setDeleting, save, confirmDelete };
}

/** A count over a list ('1 usuario', '3 usuarios'; nothing while loading) and, when given, the button that adds one. */
export function ListHeader({
  count,
  one,
  many,
  addLabel,
  onAdd,
}: {
  count: number | undefined;
  one: string;
  many: string;
  addLabel?: string;
  onAdd: () => void;
}) {
  return (
    <Inline justify="between">
      <Text size="sm" tone="muted" aria-live="polite">
        {count === undefined ? '' : count === 1 ? `1 ${one}` : `${count} ${many}`}
      </Text>
      {addLabel ? (
        <Button startIcon={<PlusIcon size={16} />} onClick={onAdd}>
          {addLabel}
        </Button>
      ) : null}
    </Inline>
  );
}

/** Loaded data shown by `children`; the error text when the read failed, a spinner while it runs. */
export function Loaded<T>({
  data,
  isError,
  errorText,
  loadingLabel,
  children,
}: {
  data: T | undefined;
  isError: boolean;
  errorText: string;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  return data ? children(data) : isError ? <Text tone="danger">{errorText}</Text> : <Spinner label={loadingLabel} />;
}

/** The button that saves a form shown in a card. */
export function SaveFooter({ busy }: { busy: boolean }) {
  return (
    <Inline justify="end">
      <Button type="submit" loading={busy}>
        Guardar cambios
      </Button>
    </Inline>
  );
}

/** Asks before deleting: `message` is the question (null when nothing is asked about). */
export function DeleteConfirm({ title, message, onConfirm, onCancel }: { title: string; message: string | null; onConfirm: () => void; onCancel: () => void }) {
  return <ConfirmDialog open={message !== null} title={title} message={message ?? ''} destructive onConfirm={onConfirm} onCancel={onCancel} />;
}
