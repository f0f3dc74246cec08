import { searchKey } from '@socios/domain';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { SearchIcon } from '../icons';
import { Modal } from '../Modal';
import { Notice } from '../Notice';
import { TextField } from '../TextField';
import { VirtualList } from '../VirtualList';

/** A contact that can receive the share. */
export interface ShareContact {
  /** Contact id. */
  id: number;
  /** Name. */
  name: string;
  /** E-mail address. */
  email: string;
}

export interface ShareModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Closes it (Cancelar, ✕, Escape). */
  onClose: () => void;
  /** Title, e.g. 'Compartir noticia'. */
  title: string;
  /** What is shared (shown under the title). */
  subject?: string;
  /** The user's contacts. */
  contacts: readonly ShareContact[];
  /**
   * Sends to the selected addresses. Resolve when sent (the caller then closes the dialog and shows its success
   * text); reject with an Error whose message is shown in the dialog, which stays open (spec 000 §4 Sharing).
   */
  onSend: (emails: string[]) => Promise<void>;
}

/** Height of one contact row in px (the list is virtualised: thousands of contacts open at once). */
const ROW_HEIGHT = 32;

const StyledListBox = styled.div`
  margin: ${({ theme }) => theme.spacing(3, 0)};
`;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  height: 100%;
  overflow: hidden;
  white-space: nowrap;
  label {
    min-width: 0;
  }
  label > span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const StyledMail = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The share dialog: pick contacts (searchable), send; a refusal keeps it open with the server's text. */
export function ShareModal({ open, onClose, title, subject, contacts, onSend }: ShareModalProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [search, setSearch] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const countId = useId();

  useEffect(() => {
    if (open) {
      setSelected(new Set());
      setSearch('');
      setError(null);
    }
  }, [open]);

  // Search keys are built once per contacts list; typing filters with the deferred text, so keys stay responsive.
  const keyed = useMemo(() => contacts.map((c) => ({ contact: c, key: searchKey(`${c.name} ${c.email}`) })), [contacts]);
  const deferredSearch = useDeferredValue(search);
  const visible = useMemo(() => {
    const needle = searchKey(deferredSearch.trim());
    return needle ? keyed.filter((k) => k.key.includes(needle)).map((k) => k.contact) : contacts;
  }, [keyed, contacts, deferredSearch]);
  const toggle = useCallback(
    (email: string) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (next.has(email)) next.delete(email);
        else next.add(email);
        return next;
      }),
    [],
  );
  const theme = useTheme();

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      await onSend([...selected]);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      width="narrow"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={send} loading={sending} disabled={selected.size === 0} aria-describedby={countId}>
            Enviar
          </Button>
        </>
      }
    >
      {subject ? <StyledHint>{subject}</StyledHint> : null}
      {contacts.length === 0 ? (
        <StyledHint>No tienes contactos. Puedes añadirlos en Mis Contactos.</StyledHint>
      ) : (
        <>
          <TextField
            label="Buscar contacto"
            labelHidden
            placeholder="Buscar contacto"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            startAdornment={<SearchIcon size={16} />}
            fullWidth
          />
          <StyledListBox>
            <VirtualList
              items={visible}
              getKey={(c) => c.id}
              label="Contactos"
              rowHeight={ROW_HEIGHT}
              height={`min(${visible.length * ROW_HEIGHT}px, ${theme.size.scrollArea.lg})`}
              overscan={6}
              empty={<StyledHint>Ningún contacto coincide con la búsqueda</StyledHint>}
              renderItem={(c) => (
                <StyledRow>
                  <Checkbox
                    label={
                      <span>
                        {c.name} <StyledMail>{c.email}</StyledMail>
                      </span>
                    }
                    checked={selected.has(c.email)}
                    onChange={() => toggle(c.email)}
                  />
                </StyledRow>
              )}
            />
          </StyledListBox>
          <StyledHint id={countId} aria-live="polite">
            {selected.size === 1 ? '1 contacto seleccionado' : `${selected.size} contactos seleccionados`}
          </StyledHint>
        </>
      )}
      {error ? (
        <Notice tone="danger" role="alert">
          {error}
        </Notice>
      ) : null}
    </Modal>
  );
}
